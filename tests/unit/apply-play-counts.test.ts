import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import type { MusicTrack } from '@contract/music'
import { applyPlayCounts, MUSIC_KEY } from '../../src/api/record-play'

/** A track as a list answers it, with `playCount` and `userPlays`. */
const track = (playCount: number, userPlays: number) =>
  ({ _id: 't1', title: 'Umuhanzi', playCount, userPlays }) as unknown as MusicTrack

/** A read that answers only when told, so a test can hold it across a counted play. */
function heldRead<T>() {
  let answer!: (value: T) => void
  const promise = new Promise<T>((resolve) => {
    answer = resolve
  })
  return { promise, answer }
}

const clients: QueryClient[] = []
const newClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  clients.push(client)
  return client
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear()
})

const counted = { success: true as const, playCount: 8, userPlays: 1 }

/**
 * A list on screen whose first read is `held`; every later read answers the counted play's
 * counts. Subscribing starts that first read (a stale or empty cache is read on mount).
 */
function observeList(client: QueryClient, held: Promise<MusicTrack[]>) {
  let reads = 0
  const observer = new QueryObserver(client, {
    queryKey: [MUSIC_KEY, 'list'],
    queryFn: () => (++reads === 1 ? held : Promise.resolve([track(8, 1)])),
  })
  const unsubscribe = observer.subscribe(() => {})
  return { observer, unsubscribe, reads: () => reads }
}

describe('applyPlayCounts', () => {
  it("has a list still waiting for its first answer read again, so that answer's old counts do not win", async () => {
    const client = newClient()
    const first = heldRead<MusicTrack[]>()
    const { observer, unsubscribe, reads } = observeList(client, first.promise)
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching')

    const applied = applyPlayCounts(client, 't1', counted)
    first.answer([track(7, 0)]) // read before the play was counted
    await applied
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle')

    expect(reads()).toBe(2)
    expect(observer.getCurrentResult().data).toEqual([track(8, 1)])
    unsubscribe()
  })

  it('writes the counts into a list already read and reads a list being refreshed again', async () => {
    const client = newClient()
    client.setQueryData([MUSIC_KEY, 'list'], [track(7, 0)])
    const refresh = heldRead<MusicTrack[]>()
    const { observer, unsubscribe } = observeList(client, refresh.promise)
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching')

    const applied = applyPlayCounts(client, 't1', counted)
    expect(client.getQueryData([MUSIC_KEY, 'list'])).toEqual([track(8, 1)])
    refresh.answer([track(7, 0)])
    await applied
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle')

    expect(observer.getCurrentResult().data).toEqual([track(8, 1)])
    unsubscribe()
  })

  it('leaves a page read with no list on screen (the queue reading ahead) to answer its reader', async () => {
    const client = newClient()
    const ahead = heldRead<MusicTrack[]>()
    const read = client.fetchQuery({
      queryKey: [MUSIC_KEY, 'page', 2],
      queryFn: () => ahead.promise,
    })

    const applied = applyPlayCounts(client, 't1', counted)
    ahead.answer([track(7, 0)])
    await applied

    await expect(read).resolves.toEqual([track(7, 0)])
  })
})
