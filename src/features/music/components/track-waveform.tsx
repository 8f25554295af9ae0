import { useTranslation } from 'react-i18next'
import type { MusicTrack } from '@contract/music'
import type { MoreTracks } from '../player/queue'
import { usePlayerActions, usePlayerProgress } from '../player/player-context'
import { Waveform } from '../player/waveform'
import { formatDuration, wholeSeconds } from '@/lib/format'
import { useTrackPlayback } from './track-parts'

const HEIGHT = 'h-8 w-full'

interface TrackWaveformProps {
  track: MusicTrack
  /** The list the card is in, in its order on screen: the queue when this track starts. */
  queue?: readonly MusicTrack[]
  /** The list's next pages, after `queue`. */
  queueMore?: MoreTracks | undefined
}

/** The loaded track's waveform: the one card that follows the position, as a slider. */
function CurrentWaveform({ track }: { track: MusicTrack }) {
  const { t } = useTranslation('music')
  const { currentTime, duration } = usePlayerProgress()
  const { seek } = usePlayerActions()
  const total = wholeSeconds(duration)
  return (
    <Waveform
      peaks={track.peaks}
      duration={total}
      currentTime={Math.min(currentTime, total)}
      onSeek={seek}
      label={t('track.seek', { title: track.title })}
      valueText={t('player.position', {
        elapsed: formatDuration(Math.min(wholeSeconds(currentTime), total)),
        total: formatDuration(total),
      })}
      className={HEIGHT}
    />
  )
}

/**
 * A card's waveform. Another track's is a picture (its play button is the way in for the
 * keyboard): a click starts that track where it was clicked. Only the current card reads the
 * position, so the others do not re-render while a track plays.
 */
export function TrackWaveform({ track, queue, queueMore }: TrackWaveformProps) {
  const { toggle, seek } = usePlayerActions()
  const { isCurrent } = useTrackPlayback(track)
  if (isCurrent) return <CurrentWaveform track={track} />
  return (
    <Waveform
      peaks={track.peaks}
      duration={wholeSeconds(track.duration)}
      currentTime={0}
      onSeek={(seconds) => {
        toggle(track, queue, queueMore)
        seek(seconds)
      }}
      className={HEIGHT}
    />
  )
}
