import { useSyncExternalStore } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Music, Pause, Play } from 'lucide-react'
import type { MusicTrack } from '@contract/music'
import { EARLY_AUDIO_ATTRIBUTE } from '@contract/ssr'
import type { MoreTracks } from '../player/queue'
import { usePlayerActions, usePlayerStore } from '../player/player-context'
import { ImagePlaceholder, MediaImage } from '@/components/ui/media-image'
import { cn } from '@/lib/cn'
import { EqualizerBars } from './equalizer-bars'
import { useArtistPath } from './use-artist-path'

/**
 * The pieces the track card and the track page both show: the play/pause button, the "now
 * playing" badge and the artist's name, linked to the artist's page when the label has one.
 */

/**
 * Whether `track` is the player's track, and playing. Read from the store as one small value, so
 * a card re-renders only when its own answer changes: starting a track re-renders the two cards
 * concerned, not the whole list (the tap's interaction time on a phone).
 */
export function useTrackPlayback(track: MusicTrack) {
  const store = usePlayerStore()
  const read = () => {
    const { status } = store.getState()
    if (status.track?._id !== track._id) return NOT_CURRENT
    return status.isPlaying ? PLAYING : PAUSED
  }
  return useSyncExternalStore(store.subscribe, read, read)
}

const NOT_CURRENT = { isCurrent: false, isPlaying: false } as const
const PAUSED = { isCurrent: true, isPlaying: false } as const
const PLAYING = { isCurrent: true, isPlaying: true } as const

/** The round accent button that plays the track (after it, `queue`) or pauses it. */
export function PlayToggleButton({
  track,
  queue,
  queueMore,
  className,
}: {
  track: MusicTrack
  queue?: readonly MusicTrack[]
  queueMore?: MoreTracks | undefined
  className?: string
}) {
  const { t } = useTranslation('music')
  const { toggle } = usePlayerActions()
  const { isPlaying } = useTrackPlayback(track)
  const names = { title: track.title, artist: track.artist }
  return (
    <button
      type="button"
      onClick={() => toggle(track, queue, queueMore)}
      // For a tap before the page is live: index.html's loader starts the track itself.
      {...{ [EARLY_AUDIO_ATTRIBUTE]: track.audioUrl }}
      aria-label={isPlaying ? t('track.pause', names) : t('track.play', names)}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent-strong text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-800 motion-reduce:transition-none motion-reduce:hover:scale-100',
        className,
      )}
    >
      {isPlaying ? (
        <Pause aria-hidden="true" className="size-6" fill="currentColor" />
      ) : (
        <Play aria-hidden="true" className="size-6 translate-x-0.5" fill="currentColor" />
      )}
    </button>
  )
}

/** "Now playing" with the equalizer, while the track is the player's. */
export function NowPlayingBadge({ track, className }: { track: MusicTrack; className?: string }) {
  const { t } = useTranslation('music')
  const { isCurrent, isPlaying } = useTrackPlayback(track)
  if (!isCurrent) return null
  return (
    <span className={cn('items-center gap-2 font-semibold', className)}>
      <EqualizerBars isActive={isPlaying} />
      {t('track.nowPlaying')}
    </span>
  )
}

/** The track's artist: a link to their page when one matches (and `link`), else the name. */
export function TrackArtist({
  artist,
  link = true,
  className,
}: {
  artist: string
  link?: boolean
  className?: string
}) {
  const artistPath = useArtistPath(artist, link)
  if (!artistPath) return artist
  return (
    <Link to={artistPath} className={className}>
      {artist}
    </Link>
  )
}

/** The track's square cover (decorative: the title says what it is), a music note without one. */
export function TrackCover({
  track,
  sizes,
  isEager,
  iconClassName,
}: {
  track: MusicTrack
  sizes: string
  /** Above the fold: loaded at once (and, for a page's one cover, first). */
  isEager: boolean | 'high'
  iconClassName: string
}) {
  return (
    <MediaImage
      src={track.coverImageUrl}
      alt=""
      width={640}
      height={640}
      sizes={sizes}
      loading={isEager ? 'eager' : 'lazy'}
      {...(isEager === 'high' ? { fetchPriority: 'high' as const } : {})}
      className="size-full object-cover"
      fallback={
        <ImagePlaceholder
          label=""
          className="size-full"
          icon={<Music aria-hidden="true" className={iconClassName} />}
        />
      }
    />
  )
}
