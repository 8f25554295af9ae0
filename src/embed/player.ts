import { TIMING } from '@/config/ui'
import { imageSources } from '@contract/media'
import { formatDuration } from '@/lib/format'
import { listenLimit } from '@/lib/listen-limit'
import { h, icon, ICONS } from './dom'
import { fill, type Strings } from './i18n'
import type { EmbedTrack } from './track'
import { createWaveform } from './waveform'

export interface PlayerContext {
  strings: Strings
  /** The site's pages, for the links out (they open in a new tab: the player is in a frame). */
  links: { track: string; site: string; signIn: string }
  siteName: string
  /** Counts a play start for the signed-in listener (./play-count.ts); guests are not counted. */
  countPlay: (trackId: string) => void
  isSignedIn: () => boolean
}

/** The cover's largest CSS size (the frame's 180 px height less its padding). */
const COVER_SIZE = 156

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** A link to the site in a new tab, its visible text followed by what a screen reader adds. */
export function externalLink(
  href: string,
  text: string,
  strings: Strings,
  className: string,
  arrow = false,
) {
  return h(
    'a',
    { class: className, href, target: '_blank', rel: 'noopener' },
    text,
    arrow && h('span', { 'aria-hidden': 'true' }, ' ↗'),
    ' ',
    h('span', { class: 'ep-sr' }, `(${strings.newTab})`),
  )
}

function cover(track: EmbedTrack) {
  const placeholder = () => h('span', { class: 'ep-cover', 'aria-hidden': 'true' })
  if (!track.coverImageUrl) return placeholder()
  const { src, srcSet } = imageSources(track.coverImageUrl)
  // Decorative: the title beside it names the track.
  const image = h('img', {
    class: 'ep-cover',
    src,
    srcset: srcSet,
    sizes: srcSet ? `${COVER_SIZE}px` : undefined,
    alt: '',
    width: COVER_SIZE,
    height: COVER_SIZE,
    decoding: 'async',
  })
  image.addEventListener('error', () => image.replaceWith(placeholder()), { once: true })
  return image
}

/**
 * The player in `root`: cover, play/pause, title (a link to the track's page), artist, the
 * waveform seek bar, elapsed and total time, the label's name (a link to the site) and one
 * <audio>. The site's listening rules: a play start is counted once for a signed-in listener;
 * 30 s after any start or resume the track pauses, an overlay saying so (docs/product.md §5); 'Keep
 * listening' resumes it for another 30 s (docs/decisions/007), a guest may sign in on the site.
 */
export function renderPlayer(root: HTMLElement, track: EmbedTrack, context: PlayerContext) {
  const { strings } = context
  let duration = track.duration
  let position = 0
  /** A new start (first play, or after the end) is counted; a resume is not. */
  let uncounted = true
  /** The element's own play and pause events are the truth; the button only asks. */
  let playing = false

  const audio = h('audio', { preload: 'none', src: track.audioUrl })
  const play = h('button', { class: 'ep-play', type: 'button' })
  const time = h('span', { class: 'ep-time' })
  const alert = h('span', { class: 'ep-alert', role: 'alert' })
  const wave = createWaveform({
    peaks: track.peaks,
    label: strings.seek,
    valueText: (elapsed, total) =>
      fill(strings.position, {
        elapsed: formatDuration(elapsed),
        total: formatDuration(total),
      }),
    onSeek: (seconds) => {
      audio.currentTime = seconds
      position = seconds
      update()
    },
  })

  const showPlaying = (now: boolean) => {
    playing = now
    play.setAttribute('aria-label', now ? strings.pause : strings.play)
    play.replaceChildren(icon(now ? ICONS.pause : ICONS.play))
  }
  const update = () => {
    time.textContent = `${formatDuration(position)} / ${formatDuration(duration)}`
    wave.update(position, duration)
  }
  const showError = (message: string) => {
    alert.textContent = message
    time.hidden = message !== ''
  }

  const start = () => {
    showError('')
    Promise.resolve(audio.play()).catch((error: unknown) => {
      // A pause interrupted this play: not a failure.
      if (!isAbort(error)) showError(strings.playbackError)
    })
  }

  const body = [
    cover(track),
    play,
    h(
      'div',
      { class: 'ep-head' },
      h(
        'h1',
        { class: 'ep-h' },
        externalLink(context.links.track, track.title, strings, 'ep-title'),
      ),
      h('p', { class: 'ep-artist' }, track.artist),
    ),
    wave.element,
    h(
      'p',
      { class: 'ep-foot' },
      time,
      alert,
      externalLink(context.links.site, context.siteName, strings, 'ep-site', true),
    ),
  ]

  let overlay: HTMLElement | null = null
  const closeLimit = () => {
    overlay?.remove()
    overlay = null
    for (const part of body) part.inert = false
  }
  const keepListening = () => {
    closeLimit()
    play.focus()
    start()
  }
  const openLimit = () => {
    audio.pause()
    const keep = h(
      'button',
      { class: 'ep-button ep-button--primary', type: 'button' },
      strings.limit.keepListening,
    )
    keep.addEventListener('click', keepListening)
    overlay = h(
      'div',
      { class: 'ep-overlay', role: 'dialog', 'aria-labelledby': 'ep-limit-title' },
      h('p', { class: 'ep-heading', id: 'ep-limit-title' }, strings.limit.title),
      h(
        'p',
        { class: 'ep-hint' },
        fill(strings.limit.description, { seconds: TIMING.listenLimitMs / 1000 }),
      ),
      h(
        'div',
        { class: 'ep-actions' },
        keep,
        context.isSignedIn()
          ? null
          : externalLink(context.links.signIn, strings.limit.signIn, strings, 'ep-button'),
      ),
    )
    // Escape closes it and leaves the track paused, as the site's dialog does.
    overlay.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return
      closeLimit()
      play.focus()
    })
    for (const part of body) part.inert = true
    root.append(overlay)
    // Only when the frame has focus already: a timer must not pull focus from the host page.
    if (root.ownerDocument.hasFocus()) keep.focus()
  }
  const limit = listenLimit(openLimit)

  play.addEventListener('click', () => {
    if (playing) audio.pause()
    else start()
  })
  audio.addEventListener('play', () => {
    showPlaying(true)
    limit.arm()
    if (!uncounted) return
    uncounted = false
    context.countPlay(track.id)
  })
  audio.addEventListener('pause', () => {
    showPlaying(false)
    limit.cancel()
  })
  audio.addEventListener('ended', () => {
    uncounted = true
  })
  audio.addEventListener('error', () => {
    showPlaying(false)
    limit.cancel()
    showError(strings.playbackError)
  })
  audio.addEventListener('timeupdate', () => {
    position = audio.currentTime
    update()
  })
  const onDuration = () => {
    if (Number.isFinite(audio.duration) && audio.duration > 0) {
      duration = audio.duration
      update()
    }
  }
  audio.addEventListener('durationchange', onDuration)
  audio.addEventListener('loadedmetadata', onDuration)

  root.className = 'ep'
  root.removeAttribute('aria-busy')
  root.setAttribute(
    'aria-label',
    fill(strings.player, { title: track.title, artist: track.artist }),
  )
  root.replaceChildren(...body, audio)
  showPlaying(false)
  update()
  return { audio, play }
}
