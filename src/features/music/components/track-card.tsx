import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { CalendarDays, Clock, Headphones } from 'lucide-react'
import type { MusicTrack } from '@contract/music'
import type { MoreTracks } from '../player/queue'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { formatCount, formatDuration } from '@/lib/format'
import { useVocabulary } from '@/lib/vocabulary'
import { TrackWaveform } from './track-waveform'
import {
  NowPlayingBadge,
  PlayToggleButton,
  TrackArtist,
  TrackCover,
  useTrackPlayback,
} from './track-parts'
import { useRelativeTime } from './use-relative-time'

/** A thumbnail beside the text on phones; a quarter of the row from `lg`. */
const COVER_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 112px'

/**
 * "hashize ibyumweru 3" kept in one piece (non-breaking spaces): a narrow card must not leave
 * the number alone on the next line; the line may still break before it.
 */
const unbreakable = (text: string) => text.replace(/ /g, '\u00a0')

interface TrackCardProps {
  track: MusicTrack
  /** Signed in: the listener's own count is shown, once they have played the track. */
  showOwnPlays: boolean
  /** The first row is above the fold on most screens. */
  isAboveFold: boolean
  /** 3 under a section's own h2 (the home page's latest releases). */
  headingLevel?: 2 | 3
  /** The list the card is in, in its order on screen: played from here, the rest follows. */
  queue?: readonly MusicTrack[]
  /** The list's next pages (a list in pages): the queue goes on into them. */
  queueMore?: MoreTracks | undefined
  /** False on the artist's own page, where the link would lead back to it. */
  linkArtist?: boolean
}

export function TrackCard({
  track,
  showOwnPlays,
  isAboveFold,
  headingLevel = 2,
  queue,
  queueMore,
  linkArtist = true,
}: TrackCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useTranslation('music')
  const word = useVocabulary('musicGenres')
  const formatRelative = useRelativeTime()
  const { isCurrent } = useTrackPlayback(track)
  const released = track.releaseDate ?? track.createdAt

  return (
    <article
      className={cn(
        'flex h-full overflow-hidden rounded-2xl border bg-surface-raised shadow-sm transition-shadow hover:shadow-lg sm:flex-col',
        isCurrent ? 'border-accent ring-2 ring-accent' : 'border-line',
      )}
    >
      <div className="relative m-3 aspect-square w-28 shrink-0 self-start overflow-hidden rounded-xl bg-neutral-200 sm:m-0 sm:w-auto sm:self-stretch sm:rounded-none dark:bg-neutral-800">
        <TrackCover
          track={track}
          sizes={COVER_SIZES}
          isEager={isAboveFold}
          iconClassName="size-12"
        />
        <NowPlayingBadge
          track={track}
          className="absolute top-3 left-3 hidden rounded-full bg-neutral-950/85 px-3 py-1 text-xs text-white sm:inline-flex"
        />
        <PlayToggleButton
          track={track}
          queue={queue}
          queueMore={queueMore}
          className="absolute right-2 bottom-2 size-11 focus-visible:outline-white sm:right-3 sm:bottom-3 sm:size-14"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 py-3 pr-3 sm:gap-3 sm:p-4">
        <div className="min-w-0">
          <NowPlayingBadge
            track={track}
            className="mb-1 inline-flex text-xs text-accent sm:hidden"
          />
          <Heading className="truncate text-lg font-bold">
            {/* The track's own page (its player, facts and share menu). */}
            <Link
              to={paths.track(track._id)}
              // A block: the heading's whole line (28 px) is the target (WCAG 2.5.8: 24 px).
              className="block truncate rounded-sm underline-offset-2 hover:text-accent hover:underline focus-visible:-outline-offset-2"
            >
              {track.title}
            </Link>
          </Heading>
          <p className="truncate text-muted">
            <TrackArtist
              artist={track.artist}
              link={linkArtist}
              // A line's height (24 px): a target of WCAG 2.5.8's size, and no taller a card. The
              // focus outline goes inside: the line's truncation would clip it outside.
              className="inline-block max-w-full truncate rounded-sm align-top leading-6 underline-offset-2 hover:text-fg hover:underline focus-visible:-outline-offset-2"
            />
          </p>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          {track.album ? <span className="min-w-0 truncate text-muted">{track.album}</span> : null}
          {track.genre ? (
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
              {word('musicGenres', track.genre)}
            </span>
          ) : null}
        </div>
        <TrackWaveform track={track} queue={queue} queueMore={queueMore} />
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('track.duration')}: </span>
            {formatDuration(track.duration)}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Headphones aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{formatCount(track.playCount)}</span>
            <span className="sr-only">
              {t('track.plays', {
                count: track.playCount,
                formatted: formatCount(track.playCount),
              })}
            </span>
          </li>
          {released ? (
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              <time dateTime={released}>
                {t('track.released', { time: unbreakable(formatRelative(released)) })}
              </time>
            </li>
          ) : null}
        </ul>
        {/* Nothing before the first play: "0 times" in the accent read like a warning. */}
        {showOwnPlays && track.userPlays > 0 ? (
          <p className="text-sm text-muted">{t('track.yourPlays', { count: track.userPlays })}</p>
        ) : null}
      </div>
    </article>
  )
}
