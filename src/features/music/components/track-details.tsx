import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import {
  CalendarDays,
  Clock,
  Disc3,
  ExternalLink,
  Headphones,
  Music,
  Pause,
  Play,
  Tag,
} from 'lucide-react'
import type { MusicTrack } from '@contract/music'
import { capabilities } from '@/api/capabilities'
import { usePlayerActions, usePlayerState } from '@/components/player/player-context'
import { spotifyUrl, youtubeUrl } from '@/components/player/links'
import { EqualizerBars } from '@/components/music/equalizer-bars'
import { TrackWaveform } from '@/components/music/track-waveform'
import { useArtistPath } from '@/components/music/use-artist-path'
import { FactList, type Fact } from '@/components/talent/detail-parts'
import { buttonClasses } from '@/components/ui/button'
import { ImagePlaceholder, MediaImage } from '@/components/ui/media-image'
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
  const player = usePlayerState()
  const { toggle } = usePlayerActions()
  const isCurrent = player.track?._id === track._id
  const isPlaying = isCurrent && player.isPlaying
  const artistPath = useArtistPath(track.artist)
  const names = { title: track.title, artist: track.artist }
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
        <MediaImage
          src={track.coverImageUrl}
          alt=""
          width={640}
          height={640}
          sizes={COVER_SIZES}
          loading="eager"
          fetchPriority="high"
          className="size-full object-cover"
          fallback={
            <ImagePlaceholder
              label=""
              className="size-full"
              icon={<Music aria-hidden="true" className="size-16" />}
            />
          }
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="min-w-0">
          {isCurrent ? (
            <span className="mb-2 inline-flex items-center gap-2 text-sm font-semibold text-accent">
              <EqualizerBars isActive={isPlaying} />
              {t('track.nowPlaying')}
            </span>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {track.title}
          </h1>
          <p className="mt-2 text-lg text-muted">
            {artistPath ? (
              <Link
                to={artistPath}
                className="rounded-sm font-semibold underline-offset-2 hover:text-fg hover:underline"
              >
                {track.artist}
              </Link>
            ) : (
              track.artist
            )}
          </p>
        </div>
        <div className="flex items-center gap-4">
          <button
            type="button"
            onClick={() => toggle(track)}
            aria-label={isPlaying ? t('track.pause', names) : t('track.play', names)}
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-strong text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-800 motion-reduce:transition-none motion-reduce:hover:scale-100"
          >
            {isPlaying ? (
              <Pause aria-hidden="true" className="size-6" fill="currentColor" />
            ) : (
              <Play aria-hidden="true" className="size-6 translate-x-0.5" fill="currentColor" />
            )}
          </button>
          <div className="min-w-0 flex-1">
            <TrackWaveform track={track} isCurrent={isCurrent} />
          </div>
        </div>
        {/* Nothing before the first play, as on the cards. */}
        {user && capabilities.hasUserPlays && track.userPlays > 0 ? (
          <p className="text-sm text-muted">{t('track.yourPlays', { count: track.userPlays })}</p>
        ) : null}
        <FactList facts={facts} />
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={youtubeUrl(track)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'lg')}
          >
            <ExternalLink aria-hidden="true" className="size-5" />
            {t('trackPage.youtube')}
            <span className="sr-only"> ({t('player.limit.newTab')})</span>
          </a>
          <a
            href={spotifyUrl(track)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'lg')}
          >
            <ExternalLink aria-hidden="true" className="size-5" />
            {t('trackPage.spotify')}
            <span className="sr-only"> ({t('player.limit.newTab')})</span>
          </a>
          <ShareMenu track={track} />
        </div>
      </div>
    </article>
  )
}
