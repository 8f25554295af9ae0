import { useTranslation } from 'react-i18next'
import { CalendarDays, Clock, Disc3, ExternalLink, Headphones, Tag } from 'lucide-react'
import type { MusicTrack } from '@contract/music'
import { capabilities } from '@/api/capabilities'
import { spotifyUrl, youtubeUrl } from '../player/links'
import { TrackWaveform } from './track-waveform'
import { NowPlayingBadge, PlayToggleButton, TrackArtist, TrackCover } from './track-parts'
import { FactList, type Fact } from '@/components/ui/detail/detail-parts'
import { buttonClasses } from '@/components/ui/button'
import { useAuth } from '@/lib/auth'
import { formatCount, formatDate, formatDuration } from '@/lib/format'
import { useVocabulary } from '@/lib/vocabulary'
import { ShareMenu } from './share-menu'

/** The cover is the page's largest picture: a third of the row from `lg`, the width on phones. */
const COVER_SIZES = '(min-width: 1024px) 352px, (min-width: 640px) 448px, 100vw'

/**
 * /musics/:id: the cover, the track's facts, its waveform player, where else to hear it and the
 * share menu. Played here, the track plays alone (no list to follow it).
 */
export function TrackDetails({ track }: { track: MusicTrack }) {
  const { t, i18n } = useTranslation('music')
  const word = useVocabulary('musicGenres')
  const { user } = useAuth()
  const released = track.releaseDate ?? track.createdAt

  const facts: Fact[] = [
    ...(track.album ? [{ label: t('trackPage.album'), value: track.album, icon: <Disc3 /> }] : []),
    ...(track.genre
      ? [{ label: t('trackPage.genre'), value: word('musicGenres', track.genre), icon: <Tag /> }]
      : []),
    ...(released
      ? [
          {
            label: t('trackPage.released'),
            value: <time dateTime={released}>{formatDate(released, i18n.language)}</time>,
            icon: <CalendarDays />,
          },
        ]
      : []),
    { label: t('track.duration'), value: formatDuration(track.duration), icon: <Clock /> },
    {
      label: t('trackPage.plays'),
      value: formatCount(track.playCount),
      icon: <Headphones />,
    },
  ]

  return (
    <article className="mt-6 grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12">
      <div className="mx-auto aspect-square w-full max-w-md overflow-hidden rounded-2xl bg-neutral-200 shadow-lg lg:max-w-none dark:bg-neutral-800">
        <TrackCover track={track} sizes={COVER_SIZES} isEager="high" iconClassName="size-16" />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="min-w-0">
          <NowPlayingBadge track={track} className="mb-2 inline-flex text-sm text-accent" />
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {track.title}
          </h1>
          <p className="mt-2 text-lg text-muted">
            <TrackArtist
              artist={track.artist}
              className="rounded-sm font-semibold underline-offset-2 hover:text-fg hover:underline"
            />
          </p>
        </div>
        <div className="flex items-center gap-4">
          <PlayToggleButton track={track} className="size-14" />
          <div className="min-w-0 flex-1">
            <TrackWaveform track={track} />
          </div>
        </div>
        {/* Nothing before the first play, as on the cards. */}
        {user && capabilities.hasUserPlays && track.userPlays > 0 ? (
          <p className="text-sm text-muted">{t('track.yourPlays', { count: track.userPlays })}</p>
        ) : null}
        <FactList facts={facts} />
        <div className="flex flex-wrap items-center gap-3">
          {[
            { href: youtubeUrl(track), label: t('trackPage.youtube') },
            { href: spotifyUrl(track), label: t('trackPage.spotify') },
          ].map(({ href, label }) => (
            <a
              key={label}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'lg')}
            >
              <ExternalLink aria-hidden="true" className="size-5" />
              {label}
              <span className="sr-only"> ({t('player.limit.newTab')})</span>
            </a>
          ))}
          <ShareMenu track={track} />
        </div>
      </div>
    </article>
  )
}
