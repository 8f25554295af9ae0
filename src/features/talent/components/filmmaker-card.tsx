import { useTranslation } from 'react-i18next'
import type { Filmmaker } from '@contract/filmmaker'
import { paths } from '@/config/paths'
import { TalentCardFrame, type TalentCardProps } from './card-parts'
import { StatusBadge } from './status-badge'
import { useTalentLabels } from '@/lib/talent-labels'

export function FilmmakerCard({ filmmaker, ...props }: { filmmaker: Filmmaker } & TalentCardProps) {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  return (
    <TalentCardFrame
      to={paths.filmmaker(filmmaker._id)}
      name={filmmaker.name}
      image={filmmaker.image}
      badge={<StatusBadge isActive={filmmaker.isActive} className="shadow-sm" />}
      {...props}
    >
      {filmmaker.specialization ? (
        <p className="text-sm font-medium text-accent">
          {label('specializations', filmmaker.specialization)}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {t('card.yearsExperience', { count: filmmaker.experience })}
      </p>
      {filmmaker.bio ? <p className="line-clamp-4 text-sm text-muted">{filmmaker.bio}</p> : null}
    </TalentCardFrame>
  )
}
