import { useTranslation } from 'react-i18next'
import { Briefcase, Mail } from 'lucide-react'
import type { Producer } from '@contract/producer'
import { paths } from '@/config/paths'
import { DetailSection, FactList, type Fact } from '@/components/ui/detail/detail-parts'
import { LevelBadge } from '../components/level-badge'
import { ProfileLayout } from '../components/profile-layout'
import { SocialButtons } from '../components/social-buttons'
import { useTalentLabels } from '@/lib/talent-labels'
import { ProducerCredits } from './producer-credits'
import { TagList } from './tag-list'

export function ProducerProfile({ producer }: { producer: Producer }) {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  const hasSocial = Object.values(producer.socialMedia).some((value) => value.trim() !== '')

  const facts: Fact[] = [
    {
      label: t('producer.experience'),
      value: t('producer.yearsValue', { count: producer.yearsExperience }),
      icon: <Briefcase />,
    },
    ...(producer.contactEmail
      ? [
          {
            label: t('producer.contact'),
            value: (
              <a
                href={`mailto:${producer.contactEmail}`}
                className="inline-block min-h-6 text-accent underline-offset-4 hover:underline"
              >
                {producer.contactEmail}
              </a>
            ),
            icon: <Mail />,
          },
        ]
      : []),
  ]

  return (
    <ProfileLayout
      back={{ to: paths.producers, label: t('producer.back') }}
      image={producer.image}
      name={producer.name}
      noImageLabel={t('producer.noImage', { name: producer.name })}
    >
      <header className="space-y-3">
        <p className="flex items-center gap-2 text-sm text-muted">
          <span className="sr-only">{t('producer.level')}:</span>
          <LevelBadge level={producer.level} size="md" />
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {producer.name}
        </h1>
      </header>

      <FactList facts={facts} isWide />

      {producer.bio ? (
        <DetailSection title={t('producer.about')}>
          <p className="text-lg leading-relaxed whitespace-pre-line text-fg/90">{producer.bio}</p>
        </DetailSection>
      ) : null}

      {producer.genres.length > 0 ? (
        <DetailSection title={t('producer.genres')}>
          <TagList items={producer.genres.map((genre) => label('genres', genre))} />
        </DetailSection>
      ) : null}

      {producer.skills.length > 0 ? (
        <DetailSection title={t('producer.skills')}>
          <TagList items={producer.skills.map((skill) => label('skills', skill))} accent />
        </DetailSection>
      ) : null}

      <DetailSection title={t('producer.credits')}>
        <ProducerCredits credits={producer.credits} />
      </DetailSection>

      {hasSocial ? (
        <DetailSection title={t('producer.follow')}>
          <SocialButtons links={producer.socialMedia} labelKey="producer.socialLink" />
        </DetailSection>
      ) : null}
    </ProfileLayout>
  )
}
