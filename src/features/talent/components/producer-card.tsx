import { useTranslation } from 'react-i18next'
import type { Producer } from '@contract/producer'
import { paths } from '@/config/paths'
import { TalentCardFrame, type TalentCardProps } from './card-parts'
import { LevelBadge } from './level-badge'
import { useTalentLabels } from '@/lib/talent-labels'

/** Genres shown on a card; the profile lists them all. */
const CARD_GENRES = 3

export function ProducerCard({ producer, ...props }: { producer: Producer } & TalentCardProps) {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  return (
    <TalentCardFrame
      to={paths.producer(producer._id)}
      name={producer.name}
      image={producer.image}
      badge={<LevelBadge level={producer.level} className="shadow-sm" />}
      {...props}
    >
      <p className="text-sm font-medium text-accent">
        {t('card.yearsExperience', { count: producer.yearsExperience })}
      </p>
      {producer.genres.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {producer.genres.slice(0, CARD_GENRES).map((genre) => (
            <li
              key={genre}
              className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200"
            >
              {label('genres', genre)}
            </li>
          ))}
        </ul>
      ) : null}
      {producer.bio ? <p className="line-clamp-3 text-sm text-muted">{producer.bio}</p> : null}
    </TalentCardFrame>
  )
}
