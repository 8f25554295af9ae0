import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '@/config/ui'
import type { MusicTrack } from '@contract/music'
import { inzozi, playButton } from './music-fixtures'
import {
  advance,
  installFakeClock,
  limitDialog,
  openMusic,
  playerBar,
  setUpPlayerTests,
} from './player-harness'

/**
 * The queue (issue 19): a track played from the list is followed by the ones after it, in the
 * list's order; previous/next, shuffle, repeat, the lock screen's buttons, and the 30-second limit
 * on every track of it.
 */
setUpPlayerTests()

const track = (id: string, title: string, released: string): MusicTrack => ({
  ...inzozi,
  _id: id,
  title,
  audioUrl: `/media/audio/${id}.mp3`,
  releaseDate: released,
  createdAt: released,
})
// Newest first, the page's default order: A, B, C.
const [a, b, c] = [
  track('a', 'Amahoro', '2026-06-03T12:00:00.000Z'),
  track('b', 'Bwiza', '2026-06-02T12:00:00.000Z'),
  track('c', 'Cyane', '2026-06-01T12:00:00.000Z'),
] as [MusicTrack, MusicTrack, MusicTrack]
const list = [c, a, b]

const source = (item: MusicTrack) => new URL(item.audioUrl, window.location.href).href

async function startAt(item: MusicTrack) {
  const opened = await openMusic(list)
  fireEvent.click(playButton(item))
  const bar = await playerBar()
  const button = (name: string) => within(bar).getByRole('button', { name })
  return { ...opened, bar, button }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaSession')
  vi.restoreAllMocks()
})

describe('the queue', () => {
  it('plays the tracks after the one started, in the list’s order, and clears after the last', async () => {
    const { fake, bar } = await startAt(b)
    expect(fake.audio().src).toBe(source(b))

    fake.end()
    expect(fake.audio().src).toBe(source(c))
    expect(fake.isPlaying()).toBe(true)
    expect(within(bar).getByText(c.title)).toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Next track' })).toBeDisabled()

    fake.end()
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument()
    expect(fake.events).toEqual(['play', 'pause', 'play', 'pause'])
  })

  it('steps with next and previous; previous after 3 s goes back to the track’s start', async () => {
    const { fake, button } = await startAt(a)
    fireEvent.click(button('Next track'))
    expect(fake.audio().src).toBe(source(b))

    fake.progress(10)
    fireEvent.click(button('Previous track'))
    expect(fake.audio().src).toBe(source(b))
    expect(fake.audio().currentTime).toBe(0)

    fireEvent.click(button('Previous track'))
    expect(fake.audio().src).toBe(source(a))
    // Nothing before the first track: previous restarts it.
    fake.progress(2)
    fireEvent.click(button('Previous track'))
    expect(fake.audio().src).toBe(source(a))
    expect(fake.audio().currentTime).toBe(0)
  })

  it('"Play all" starts the list from its top', async () => {
    const { fake } = await openMusic(list)
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }))
    expect(fake.audio().src).toBe(source(a))
    fake.end()
    expect(fake.audio().src).toBe(source(b))
  })

  it('shuffles what follows the current track, and unshuffles back to the list’s order', async () => {
    // With this draw the shuffle puts C before B.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { fake, button } = await startAt(a)
    fireEvent.click(button('Shuffle'))
    expect(button('Shuffle')).toHaveAttribute('aria-pressed', 'true')
    fake.end()
    expect(fake.audio().src).toBe(source(c))

    fireEvent.click(button('Shuffle'))
    expect(button('Shuffle')).toHaveAttribute('aria-pressed', 'false')
    // In the list's order C is the last: nothing follows.
    expect(button('Next track')).toBeDisabled()
  })

  it('repeats the queue, then the track, then nothing', async () => {
    const { fake, button } = await startAt(c)
    expect(button('Next track')).toBeDisabled()

    fireEvent.click(button('Repeat: off'))
    expect(button('Next track')).toBeEnabled()
    fake.end()
    expect(fake.audio().src).toBe(source(a))

    fireEvent.click(button('Repeat: all tracks'))
    fake.progress(200)
    fake.end()
    expect(fake.audio().src).toBe(source(a))
    expect(fake.audio().currentTime).toBe(0)
    expect(fake.isPlaying()).toBe(true)

    fireEvent.click(button('Repeat: this track'))
    expect(button('Repeat: off')).toBeInTheDocument()
  })

  it('gives every track of the queue its own 30 seconds; the dialog offers the next track', async () => {
    const { fake } = await startAt(a)
    installFakeClock()
    fake.end()
    expect(fake.audio().src).toBe(source(b))

    await advance(TIMING.listenLimitMs - 1)
    expect(limitDialog()).not.toBeInTheDocument()
    await advance(1)
    const dialog = limitDialog()
    expect(fake.isPlaying()).toBe(false)
    // A guest is offered to sign in.
    expect(within(dialog as HTMLElement).getByRole('link', { name: /Sign in/ })).toHaveAttribute(
      'href',
      '/login',
    )

    fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Next track' }))
    expect(limitDialog()).not.toBeInTheDocument()
    expect(fake.audio().src).toBe(source(c))
    expect(fake.isPlaying()).toBe(true)

    // The next track is limited too, and with nothing after it the dialog offers no next track.
    await advance(TIMING.listenLimitMs)
    expect(fake.isPlaying()).toBe(false)
    expect(
      within(limitDialog() as HTMLElement).queryByRole('button', { name: 'Next track' }),
    ).not.toBeInTheDocument()
  })

  it('answers the lock screen’s next and previous buttons', async () => {
    const handlers = new Map<string, MediaSessionActionHandler | null>()
    Object.defineProperty(navigator, 'mediaSession', {
      configurable: true,
      value: {
        metadata: null,
        playbackState: 'none',
        setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
          handlers.set(action, handler),
      },
    })
    const press = (action: MediaSessionAction) => act(() => handlers.get(action)?.({ action }))
    const { fake } = await startAt(b)
    press('nexttrack')
    expect(fake.audio().src).toBe(source(c))
    // C is the last: the lock screen has no next button.
    expect(handlers.get('nexttrack')).toBeNull()

    press('previoustrack')
    expect(fake.audio().src).toBe(source(b))
    expect(handlers.get('nexttrack')).toBeInstanceOf(Function)
  })

  it('asks nothing of the lock screen before the first play, and lets it go once the queue ends', async () => {
    const calls: string[] = []
    const handlers = new Map<string, MediaSessionActionHandler | null>()
    let metadata: MediaMetadata | null = null
    let playbackState: MediaSessionPlaybackState = 'none'
    Object.defineProperty(navigator, 'mediaSession', {
      configurable: true,
      value: {
        get metadata() {
          return metadata
        },
        set metadata(value: MediaMetadata | null) {
          calls.push('metadata')
          metadata = value
        },
        get playbackState() {
          return playbackState
        },
        set playbackState(value: MediaSessionPlaybackState) {
          calls.push(`state ${value}`)
          playbackState = value
        },
        setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => {
          calls.push(`${action} ${handler ? 'set' : 'cleared'}`)
          handlers.set(action, handler)
        },
      },
    })
    // Each of these is a call to the browser: none while a page goes live with nothing played.
    const { fake } = await openMusic(list)
    expect(calls).toEqual([])

    fireEvent.click(playButton(c))
    const bar = await playerBar()
    expect(within(bar).getByText(c.title)).toBeInTheDocument()
    expect(handlers.get('play')).toBeInstanceOf(Function)
    expect(handlers.get('seekto')).toBeInstanceOf(Function)

    // C is the list's last: when it ends the player clears, and so do the lock screen's controls.
    fake.end()
    await vi.waitFor(() => expect(handlers.get('play')).toBeNull())
    expect(handlers.get('seekto')).toBeNull()
    expect(playbackState).toBe('none')
  })
})
