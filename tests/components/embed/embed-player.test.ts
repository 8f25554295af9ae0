import { fireEvent, screen, within } from '@testing-library/dom'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '@/config/ui'
import { countPlay } from '@/embed/play-count'
import { getStoredAuth, storeAuth } from '@/lib/storage'
import { apiUrl, server } from '../msw'
import { answerTrack, installFakeAudio, startPlayer, TRACK_ID } from './embed-fixtures'

/**
 * The embeddable player's listening rules, the site's (docs/product.md §5): a start counts once for
 * a signed-in listener, and 30 s after any start or resume the track pauses with an overlay.
 */

const signIn = () =>
  storeAuth('listener-token', { _id: 'listener-1', name: 'Listener', userType: 'user' })

async function loaded(options: Parameters<typeof startPlayer>[0] = {}) {
  answerTrack()
  const started = startPlayer(options)
  await started.done
  return started
}

const limitDialog = () => screen.queryByRole('dialog', { name: 'Enjoying this track?' })
const button = (name: string) => screen.getByRole('button', { name })

describe('playing in the embeddable player', () => {
  let audio: ReturnType<typeof installFakeAudio>
  beforeEach(() => {
    audio = installFakeAudio()
  })

  it('plays and pauses with one button, and shows the time as it plays', async () => {
    const { root } = await loaded()
    fireEvent.click(button('Play'))
    expect(audio.isPlaying()).toBe(true)
    audio.progress(65)
    expect(root).toHaveTextContent('1:05 / 2:00')
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '65')
    fireEvent.click(button('Pause'))
    expect(audio.isPlaying()).toBe(false)
    expect(button('Play')).toBeInTheDocument()
  })

  it('seeks the audio from the waveform, playing or not', async () => {
    const { root } = await loaded()
    const slider = screen.getByRole('slider', { name: 'Seek' })
    fireEvent.keyDown(slider, { key: 'End' })
    expect(audio.audio().currentTime).toBe(120)
    fireEvent.keyDown(slider, { key: 'Home' })
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    expect(audio.audio().currentTime).toBe(5)
    expect(root).toHaveTextContent('0:05 / 2:00')
    expect(slider).toHaveAttribute('aria-valuetext', '0:05 of 2:00')
  })

  it('takes the audio’s own length once it is known', async () => {
    const { root } = await loaded()
    Object.defineProperty(audio.audio(), 'duration', { value: 66.6, configurable: true })
    fireEvent(audio.audio(), new Event('durationchange'))
    expect(root).toHaveTextContent('0:00 / 1:07')
  })

  it('says so when the audio cannot be played', async () => {
    const { root } = await loaded()
    fireEvent.click(button('Play'))
    fireEvent.error(audio.audio())
    expect(within(root).getByRole('alert')).toHaveTextContent('Playback failed. Please try again.')
    expect(button('Play')).toBeInTheDocument()
  })
})

describe('the listening limit', () => {
  let audio: ReturnType<typeof installFakeAudio>
  beforeEach(() => {
    audio = installFakeAudio()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('pauses a guest after 30 s of listening, and offers to keep listening or sign in on the site', async () => {
    const { root } = await loaded()
    vi.useFakeTimers()
    fireEvent.click(button('Play'))
    vi.advanceTimersByTime(TIMING.listenLimitMs - 1)
    expect(limitDialog()).toBeNull()
    expect(audio.isPlaying()).toBe(true)

    vi.advanceTimersByTime(1)
    expect(audio.isPlaying()).toBe(false)
    const dialog = limitDialog()
    expect(dialog).toBeInTheDocument()
    expect(dialog).toHaveTextContent('You have listened for 30 seconds.')
    const signInLink = within(dialog!).getByRole('link', {
      name: 'Sign in to have your plays counted (opens in a new tab)',
    })
    expect(signInLink).toHaveAttribute('href', 'https://label.example/login')
    expect(signInLink).toHaveAttribute('target', '_blank')
    // What it covers cannot be reached meanwhile.
    expect(root.querySelector('.ep-play')).toHaveProperty('inert', true)

    // 'Keep listening' resumes for another 30 s (docs/decisions/007).
    fireEvent.click(within(dialog!).getByRole('button', { name: 'Keep listening' }))
    expect(limitDialog()).toBeNull()
    expect(audio.isPlaying()).toBe(true)
    expect(root.querySelector('.ep-play')).toHaveProperty('inert', false)
    vi.advanceTimersByTime(TIMING.listenLimitMs)
    expect(limitDialog()).toBeInTheDocument()
    expect(audio.isPlaying()).toBe(false)
  })

  it('counts only listening: a pause stops the 30 s, a resume starts them anew', async () => {
    await loaded()
    vi.useFakeTimers()
    fireEvent.click(button('Play'))
    vi.advanceTimersByTime(20_000)
    fireEvent.click(button('Pause'))
    vi.advanceTimersByTime(60_000)
    expect(limitDialog()).toBeNull()
    fireEvent.click(button('Play'))
    vi.advanceTimersByTime(TIMING.listenLimitMs - 1)
    expect(limitDialog()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(limitDialog()).toBeInTheDocument()
  })

  it('closes with Escape and leaves the track paused', async () => {
    await loaded()
    vi.useFakeTimers()
    fireEvent.click(button('Play'))
    vi.advanceTimersByTime(TIMING.listenLimitMs)
    fireEvent.keyDown(limitDialog()!, { key: 'Escape' })
    expect(limitDialog()).toBeNull()
    expect(audio.isPlaying()).toBe(false)
    expect(button('Play')).toHaveFocus()
  })

  it('holds for a signed-in listener too, without the sign-in link', async () => {
    signIn()
    await loaded()
    vi.useFakeTimers()
    fireEvent.click(button('Play'))
    vi.advanceTimersByTime(TIMING.listenLimitMs)
    expect(limitDialog()).toBeInTheDocument()
    expect(within(limitDialog()!).queryByRole('link')).toBeNull()
  })
})

describe('counting plays', () => {
  let audio: ReturnType<typeof installFakeAudio>
  beforeEach(() => {
    audio = installFakeAudio()
  })

  it('counts each start once: a resume is not a start, playing again after the end is', async () => {
    const { countPlay: counted } = await loaded()
    fireEvent.click(button('Play'))
    fireEvent.click(button('Pause'))
    fireEvent.click(button('Play'))
    expect(counted.mock.calls).toEqual([[TRACK_ID]])
    audio.end()
    fireEvent.click(button('Play'))
    expect(counted.mock.calls).toEqual([[TRACK_ID], [TRACK_ID]])
  })

  it('sends the site’s request for a signed-in listener: PUT /music/:id/play with the token', async () => {
    signIn()
    const requests: { auth: string | null; body: unknown }[] = []
    server.use(
      http.put(apiUrl('/music/:id/play'), async ({ request, params }) => {
        expect(params.id).toBe('a track')
        requests.push({ auth: request.headers.get('Authorization'), body: await request.json() })
        return HttpResponse.json({ success: true, playCount: 4, userPlays: 1 })
      }),
    )
    await countPlay('a track', { apiBase: apiUrl(''), fetch })
    expect(requests).toEqual([{ auth: 'Bearer listener-token', body: { userId: 'listener-1' } }])
  })

  it('sends nothing for a guest', async () => {
    // Any request would be unhandled and fail the test.
    await countPlay(TRACK_ID, { apiBase: apiUrl(''), fetch })
  })

  it('forgets a session the API no longer knows (401), ignores a 403, and only logs other failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let status = 403
    server.use(
      http.put(apiUrl('/music/:id/play'), () =>
        HttpResponse.json({ success: false, message: 'No' }, { status }),
      ),
    )
    signIn()
    await countPlay(TRACK_ID, { apiBase: apiUrl(''), fetch })
    expect(getStoredAuth()).not.toBeNull()
    expect(warn).not.toHaveBeenCalled()

    status = 500
    await countPlay(TRACK_ID, { apiBase: apiUrl(''), fetch })
    expect(getStoredAuth()).not.toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)

    status = 401
    await countPlay(TRACK_ID, { apiBase: apiUrl(''), fetch })
    expect(getStoredAuth()).toBeNull()
  })
})
