import { useTranslation } from 'react-i18next'
import { Briefcase, Clapperboard, Mail, Phone } from 'lucide-react'
import type { Filmmaker } from '@contract/filmmaker'
import { paths } from '@/config/paths'
import { DetailSection, FactList, type Fact } from '@/components/ui/detail/detail-parts'
import { ProfileLayout } from '../components/profile-layout'
import { StatusBadge } from '../components/status-badge'
import { useTalentLabels } from '@/lib/talent-labels'
import { FilmmakerPortfolio } from './filmmaker-portfolio'

// inline-block: a line tall (24 px), the minimum target size.
const linkClass = 'inline-block min-h-6 text-accent underline-offset-4 hover:underline'

export function FilmmakerProfile({ filmmaker }: { filmmaker: Filmmaker }) {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  const { email, phone } = filmmaker.contact

  const facts: Fact[] = [
    ...(filmmaker.specialization
      ? [
          {
            label: t('filmmaker.specialization'),
            value: label('specializations', filmmaker.specialization),
            icon: <Clapperboard />,
          },
        ]
      : []),
    {
      label: t('filmmaker.experience'),
      value: t('filmmaker.yearsValue', { count: filmmaker.experience }),
      icon: <Briefcase />,
    },
  ]
  const contacts: Fact[] = [
    ...(email
      ? [
          {
            label: t('filmmaker.email'),
            value: (
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            ),
            icon: <Mail />,
          },
        ]
      : []),
    ...(phone
      ? [
          {
            label: t('filmmaker.phone'),
            value: (
              // tel: wants the digits only; the text keeps the spacing people read.
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {phone}
              </a>
            ),
            icon: <Phone />,
          },
        ]
      : []),
  ]

  return (
    <ProfileLayout
      back={{ to: paths.filmmakers, label: t('filmmaker.back') }}
      image={filmmaker.image}
      name={filmmaker.name}
      noImageLabel={t('filmmaker.noImage', { name: filmmaker.name })}
    >
      <header className="space-y-3">
        <p className="flex flex-wrap items-center gap-3">
          {filmmaker.specialization ? (
            <span className="text-sm font-semibold tracking-widest text-accent uppercase">
              {label('specializations', filmmaker.specialization)}
            </span>
          ) : null}
          <span className="sr-only">{t('filmmaker.status')}:</span>
          <StatusBadge isActive={filmmaker.isActive} size="md" />
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {filmmaker.name}
        </h1>
      </header>

      <FactList facts={facts} />

      {filmmaker.bio ? (
        <DetailSection title={t('filmmaker.about')}>
          <p className="text-lg leading-relaxed whitespace-pre-line text-fg/90">{filmmaker.bio}</p>
        </DetailSection>
      ) : null}

      <DetailSection title={t('filmmaker.portfolio')}>
        <FilmmakerPortfolio portfolio={filmmaker.portfolio} />
      </DetailSection>

      {contacts.length > 0 ? (
        <DetailSection title={t('filmmaker.contact')}>
          <FactList facts={contacts} isWide />
        </DetailSection>
      ) : null}
    </ProfileLayout>
  )
}
