import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Building2, CalendarDays, Cake, MapPin, Music } from 'lucide-react'
import type { Artist } from '@contract/artist'
import { paths } from '@/config/paths'
import { DetailSection, FactList, type Fact } from '@/components/ui/detail/detail-parts'
import { ProfileLayout } from '../components/profile-layout'
import { SocialButtons } from '../components/social-buttons'
import { formatDate } from '@/lib/format'

/**
 * `tracks`: the artist's music, shown last; the page composes it (src/app/routes/artist.tsx), as
 * the tracks are the music domain's.
 */
export function ArtistProfile({ artist, tracks }: { artist: Artist; tracks: ReactNode }) {
  const { t, i18n } = useTranslation('talent')
  const joined = formatDate(artist.createdAt, i18n.resolvedLanguage ?? i18n.language)

  const facts: Fact[] = [
    ...(artist.age !== null
      ? [
          {
            label: t('artist.age'),
            value: t('artist.ageValue', { count: artist.age }),
            icon: <Cake />,
          },
        ]
      : []),
    { label: t('artist.genre'), value: t('artist.genreValue'), icon: <Music /> },
    { label: t('artist.location'), value: t('artist.locationValue'), icon: <MapPin /> },
    ...(joined
      ? [
          {
            label: t('artist.joined'),
            // Node and the browser may not share a language's calendar data (Kinyarwanda):
            // hydration keeps the server's wording, either is right.
            value: (
              <time dateTime={artist.createdAt} suppressHydrationWarning>
                {joined}
              </time>
            ),
            icon: <CalendarDays />,
          },
        ]
      : []),
  ]

  return (
    <ProfileLayout
      back={{ to: paths.artists, label: t('artist.back') }}
      image={artist.image || artist.imageUrl}
      name={artist.name}
      noImageLabel={t('artist.noImage', { name: artist.name })}
    >
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">
          {t('artist.genreValue')}
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {artist.name}
        </h1>
        {artist.management ? (
          <p className="flex items-center gap-2 text-lg text-muted">
            <Building2 aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{t('artist.management')}: </span>
              {artist.management}
            </span>
          </p>
        ) : null}
      </header>

      <FactList facts={facts} />

      {artist.bio ? (
        <DetailSection title={t('artist.biography')}>
          <p className="text-lg leading-relaxed whitespace-pre-line text-fg/90">{artist.bio}</p>
        </DetailSection>
      ) : null}

      {hasSocialLinks(artist) ? (
        <DetailSection title={t('artist.follow')}>
          <SocialButtons links={artist.socialLinks} labelKey="artist.socialLink" />
        </DetailSection>
      ) : null}

      {/* Its words are the music page's: the profile shows while they load. */}
      <Suspense fallback={null}>{tracks}</Suspense>
    </ProfileLayout>
  )
}

const hasSocialLinks = (artist: Artist) =>
  Object.values(artist.socialLinks).some((value) => value.trim() !== '')
