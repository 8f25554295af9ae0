import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TIMING } from '@/config/ui'
import { inzozi, pauseButton, playButton, umuhanda } from './music-fixtures'
import {
  advance,
  limitDialog,
  openMusic,
  playerBar,
  setUpPlayerTests,
  installFakeClock,
} from './player-harness'

/**
 * The app's one player (docs/product.md §4) driven from /musics: the track cards'
 * buttons, the persistent bar and the 30-second limit, with fake timers for the limit.
 */
setUpPlayerTests()

describe('the player', () => {
  it('starts a track: the element plays its audio and the bar shows it', async () => {
    const { fake } = await openMusic()
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument()

    fireEvent.click(playButton(inzozi))

    expect(fake.play).toHaveBeenCalledTimes(1)
    expect(fake.audio().src).toBe(new URL(inzozi.audioUrl, window.location.href).href)
    expect(pauseButton(inzozi)).toBeInTheDocument()
    const bar = await playerBar()
    expect(within(bar).getByText(inzozi.title)).toBeInTheDocument()
    expect(within(bar).getByText(inzozi.artist)).toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 3:25',
    )

    fake.progress(12)
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:12 of 3:25',
    )
  })

  it("reads the track's length as its card does, whatever fraction the file reports", async () => {
    const track = { ...inzozi, duration: 67 }
    const { fake } = await openMusic([track, umuhanda])
    const card = screen.getByRole('heading', { level: 2, name: track.title }).closest('article')
    expect(within(card as HTMLElement).getByText('1:07')).toBeInTheDocument()

    fireEvent.click(playButton(track))
    const bar = await playerBar()
    // The decoder's own length of the uploaded file: 66.6 s (the upload stored 67).
    Object.defineProperty(fake.audio(), 'duration', { configurable: true, value: 66.6 })
    fireEvent.durationChange(fake.audio())

    expect(within(bar).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 1:07',
    )
  })

  it('pauses when the playing track is pressed, and resumes where it was', async () => {
    const { fake } = await openMusic()
    fireEvent.click(playButton(inzozi))
    fake.progress(40)

    fireEvent.click(pauseButton(inzozi))
    expect(fake.isPlaying()).toBe(false)
    expect(playButton(inzozi)).toBeInTheDocument()

    fireEvent.click(playButton(inzozi))
    expect(fake.isPlaying()).toBe(true)
    expect(fake.audio().currentTime).toBe(40)
    expect(fake.audio().src).toBe(new URL(inzozi.audioUrl, window.location.href).href)
  })

  it('pauses playback and opens the dialog 30 seconds after the start', async () => {
    const { fake } = await openMusic()
    installFakeClock()
    fireEvent.click(playButton(inzozi))

    await advance(TIMING.listenLimitMs - 1)
    expect(fake.isPlaying()).toBe(true)
    expect(limitDialog()).not.toBeInTheDocument()

    await advance(1)
    expect(fake.isPlaying()).toBe(false)
    expect(limitDialog()).toBeVisible()
    expect(playButton(inzozi)).toBeInTheDocument()
  })

  it('cancels the limit when the listener pauses', async () => {
    const { fake } = await openMusic()
    installFakeClock()
    fireEvent.click(playButton(inzozi))
    await advance(TIMING.listenLimitMs - 1_000)

    fireEvent.click(pauseButton(inzozi))
    await advance(5 * TIMING.listenLimitMs)

    expect(limitDialog()).not.toBeInTheDocument()
    expect(fake.events).toEqual(['play', 'pause'])
  })

  it('arms a whole new 30 seconds on resume', async () => {
    const { fake } = await openMusic()
    installFakeClock()
    fireEvent.click(playButton(inzozi))
    await advance(20_000)
    fireEvent.click(pauseButton(inzozi))
    fireEvent.click(playButton(inzozi))

    // 20 s before the pause and 29.999 s after the resume: still under the limit.
    await advance(TIMING.listenLimitMs - 1)
    expect(fake.isPlaying()).toBe(true)
    expect(limitDialog()).not.toBeInTheDocument()

    await advance(1)
    expect(limitDialog()).toBeVisible()
    expect(fake.isPlaying()).toBe(false)
  })

  it('stops and rewinds the current track when another starts', async () => {
    const { fake } = await openMusic()
    installFakeClock()
    fireEvent.click(playButton(inzozi))
    fake.progress(25)
    await advance(25_000)

    fireEvent.click(playButton(umuhanda))

    expect(fake.events).toEqual(['play', 'pause', 'play'])
    expect(fake.audio().currentTime).toBe(0)
    expect(fake.audio().src).toBe(new URL(umuhanda.audioUrl, window.location.href).href)
    expect(fake.isPlaying()).toBe(true)
    expect(playButton(inzozi)).toBeInTheDocument()
    expect(pauseButton(umuhanda)).toBeInTheDocument()
    const bar = await playerBar()
    expect(within(bar).getByText(umuhanda.title)).toBeInTheDocument()
    expect(within(bar).queryByText(inzozi.title)).not.toBeInTheDocument()
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 61:05',
    )

    // The new track has its own 30 seconds, counted from its start.
    await advance(TIMING.listenLimitMs - 1)
    expect(limitDialog()).not.toBeInTheDocument()
    await advance(1)
    expect(limitDialog()).toBeVisible()
  })

  it('clears the current track and its progress when the track ends', async () => {
    // Inzozi is the list's last track (newest first): no queue goes on after it.
    const { fake } = await openMusic()
    installFakeClock()
    fireEvent.click(playButton(inzozi))
    const bar = await playerBar()
    fake.progress(20)
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:20 of 3:25',
    )

    fake.end()

    expect(bar).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument()
    expect(screen.queryByText('Now playing')).not.toBeInTheDocument()
    expect(playButton(inzozi)).toBeInTheDocument()
    // The limit went with the track.
    await advance(TIMING.listenLimitMs)
    expect(limitDialog()).not.toBeInTheDocument()

    // Playing it again starts it over, from 0.
    fireEvent.click(playButton(inzozi))
    expect(fake.audio().currentTime).toBe(0)
    expect(within(await playerBar()).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 3:25',
    )
  })

  it('says so when the audio fails while loading or playing', async () => {
    const { fake } = await openMusic()
    fireEvent.click(playButton(inzozi))
    const bar = await playerBar()

    fake.fail()

    expect(within(bar).getByRole('alert')).toHaveTextContent('Playback failed. Please try again.')
    expect(playButton(inzozi)).toBeInTheDocument()

    // Trying again clears the message once the element plays.
    fireEvent.click(within(bar).getByRole('button', { name: 'Play' }))
    expect(within(bar).queryByRole('alert')).not.toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument()
  })

  it('says so when the browser refuses to play', async () => {
    const { fake } = await openMusic()
    fake.play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('No supported source', 'NotSupportedError')),
    )

    fireEvent.click(playButton(inzozi))

    const bar = await playerBar()
    expect(await within(bar).findByRole('alert')).toHaveTextContent(
      'Playback failed. Please try again.',
    )
    expect(playButton(inzozi)).toBeInTheDocument()
  })

  it('treats an interrupted play (a pause or a new track) as no failure', async () => {
    const { fake } = await openMusic()
    fake.play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('Interrupted by pause()', 'AbortError')),
    )
    fireEvent.click(playButton(inzozi))
    const bar = await playerBar()
    await act(async () => {
      await Promise.resolve()
    })
    expect(within(bar).queryByRole('alert')).not.toBeInTheDocument()
  })
})
