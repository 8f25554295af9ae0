import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { QueryClient } from '@tanstack/react-query'
import { apiUrl, server, storeSession } from '../utils'
import { getStoredToken } from '@/lib/storage'
import { inzozi, pauseButton, playButton, tracks, umuhanda } from './music-fixtures'
import { openMusic, setUpPlayerTests } from './player-harness'

/**
 * Play counting (docs/product.md §11): once per new track start, only for a signed-in listener, via
 * PUT /music/:id/play; the counts on screen come from the answer; 401 signs out, 403 is ignored,
 * other failures are only logged.
 */
setUpPlayerTests()

interface PlayCall {
  id: string
  body: unknown
  authorization: string | null
}

/** Answers PUT /music/:id/play with `answer` and records every call. */
function servePlays(answer: (id: string) => Response) {
  const calls: PlayCall[] = []
  server.use(
    http.put(apiUrl('/music/:id/play'), async ({ params, request }) => {
      const id = String(params.id)
      calls.push({
        id,
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      })
      return answer(id)
    }),
  )
  return calls
}

const counted = (playCount: number, userPlays: number) => () =>
  HttpResponse.json({ success: true, playCount, userPlays })

/**
 * Every play request the page started has been answered. A play is counted through a mutation,
 * so none started (a guest) and all answered read the same: nothing is in flight.
 */
const playsSettled = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.isMutating()).toBe(0))

const signIn = () => storeSession({ userType: 'user', name: 'Ange Uwase' })

describe('play counting', () => {
  it('counts nothing for a guest', async () => {
    const calls = servePlays(counted(1, 1))
    const { fake, served, queryClient } = await openMusic()

    fireEvent.click(playButton(inzozi))
    expect(fake.isPlaying()).toBe(true)

    // The guest list is not asked for anyone's own counts, and no play is sent.
    expect(served.userIds).toEqual([null])
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0)
    expect(calls).toEqual([])
  })

  it("counts a signed-in listener's play and shows the server's counts", async () => {
    signIn()
    const calls = servePlays(counted(2_000, 2))
    const { served } = await openMusic()
    expect(served.userIds).toEqual(['user-1'])
    expect(screen.getByText('You played 1 time')).toBeInTheDocument()
    expect(screen.getByText('1.5K plays')).toBeInTheDocument()

    fireEvent.click(playButton(inzozi))

    expect(await screen.findByText('You played 2 times')).toBeInTheDocument()
    expect(screen.getByText('2.0K plays')).toBeInTheDocument()
    expect(calls).toEqual([
      { id: 'track-1', body: { userId: 'user-1' }, authorization: 'Bearer test-token' },
    ])
    // The other track keeps its own counts.
    expect(screen.getByText('You played 5 times')).toBeInTheDocument()
  })

  it('keeps the counts of a play answered while the list is being read again', async () => {
    signIn()
    const docs = tracks.map((track) => ({ ...track }))
    const { queryClient } = await openMusic(docs)
    // What the list said before the play: an answer read then but arriving after the play's, as
    // the listener's own list does when a play comes right as the page goes live.
    const before = (await (await fetch(`${apiUrl('/music')}?limit=20&page=1`)).json()) as object
    let answerList = () => {}
    const listRead = new Promise<void>((resolve) => (answerList = resolve))
    let isFirst = true
    server.use(
      http.get(apiUrl('/music'), async () => {
        if (!isFirst) return undefined
        isFirst = false
        await listRead
        return HttpResponse.json(before)
      }),
    )
    servePlays(() => {
      docs[0] = { ...docs[0]!, playCount: 2_000, userPlays: 2 }
      return counted(2_000, 2)()
    })

    void queryClient.refetchQueries({ queryKey: ['music'] })
    fireEvent.click(playButton(inzozi))
    expect(await screen.findByText('You played 2 times')).toBeInTheDocument()

    answerList()
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.getByText('You played 2 times')).toBeInTheDocument()
    expect(screen.getByText('2.0K plays')).toBeInTheDocument()
  })

  it('counts once per new start: not on pause and resume, again after another track or the end', async () => {
    signIn()
    const calls = servePlays(counted(10, 3))
    const { fake, queryClient } = await openMusic()

    fireEvent.click(playButton(inzozi))
    await playsSettled(queryClient)
    expect(calls).toHaveLength(1)
    fireEvent.click(pauseButton(inzozi))
    fireEvent.click(playButton(inzozi))
    fireEvent.click(pauseButton(inzozi))
    fireEvent.click(playButton(inzozi))
    expect(fake.isPlaying()).toBe(true)

    await playsSettled(queryClient)
    expect(calls).toHaveLength(1)

    fireEvent.click(playButton(umuhanda))
    fireEvent.click(playButton(inzozi))
    fake.end()
    fireEvent.click(playButton(inzozi))

    await playsSettled(queryClient)
    expect(calls.map((call) => call.id)).toEqual(['track-1', 'track-2', 'track-1', 'track-1'])
  })

  it('counts each track the queue starts, and a repeated track again', async () => {
    signIn()
    const calls = servePlays(counted(10, 3))
    const { fake, queryClient } = await openMusic()

    // Newest first: Umuhanda, then Inzozi follows it.
    fireEvent.click(playButton(umuhanda))
    fake.end()
    expect(fake.isPlaying()).toBe(true)
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat: off' }))
    fireEvent.click(screen.getByRole('button', { name: 'Repeat: all tracks' }))
    fake.end()

    await playsSettled(queryClient)
    expect(calls.map((call) => call.id)).toEqual(['track-2', 'track-1', 'track-1'])
  })

  it('signs the listener out when the server says the session is over (401)', async () => {
    signIn()
    const calls = servePlays(() =>
      HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
    )
    const { fake, served } = await openMusic()
    expect(screen.getByText('Welcome back, Ange Uwase!')).toBeInTheDocument()

    fireEvent.click(playButton(inzozi))

    expect(await screen.findByText('Guest Mode')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(screen.queryByText('Welcome back, Ange Uwase!')).not.toBeInTheDocument()
    expect(getStoredToken()).toBeNull()
    expect(calls).toHaveLength(1)
    // The music plays on, and the list is read again as a guest's.
    expect(fake.isPlaying()).toBe(true)
    await waitFor(() => expect(served.userIds).toEqual(['user-1', null]))
    expect(screen.queryByText(/You played/)).not.toBeInTheDocument()
  })

  it('ignores a refusal (403): still signed in, counts as they were, nothing shown', async () => {
    signIn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const calls = servePlays(() =>
      HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 }),
    )
    const { fake, queryClient } = await openMusic()

    fireEvent.click(playButton(inzozi))
    await playsSettled(queryClient)
    expect(calls).toHaveLength(1)

    expect(screen.getByText('Welcome back, Ange Uwase!')).toBeInTheDocument()
    expect(screen.getByText('You played 1 time')).toBeInTheDocument()
    expect(getStoredToken()).toBe('test-token')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(warn).not.toHaveBeenCalled()
    expect(fake.isPlaying()).toBe(true)
  })

  it('only logs any other failure: the music plays on and nothing is shown', async () => {
    signIn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    servePlays(() => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }))
    const { fake } = await openMusic()

    fireEvent.click(playButton(inzozi))

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(String(warn.mock.calls[0]?.[0])).toContain('Inzozi')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('You played 1 time')).toBeInTheDocument()
    expect(fake.isPlaying()).toBe(true)
  })
})
