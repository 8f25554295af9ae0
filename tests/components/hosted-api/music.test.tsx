import { beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { installFakeAudio } from '../music/music-fixtures'
import { LAZY_PAGE, renderApp, storeSession } from '../utils'
import { serveHostedApi } from './handlers'
import { createHostedStore } from './store'

/** The /musics journey against the hosted API, which pages by 20 and keeps deleted tracks. */

const trackCard = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement

async function openMusic() {
  installFakeAudio()
  const view = renderApp('/musics')
  const list = await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)
  return { ...view, list }
}

describe('hosted API: /musics', () => {
  // Compiled up front: the first test's page is not compiled within LAZY_PAGE on a busy machine.
  beforeAll(() => import('@/app/routes/music'))

  it('reads only the page it shows, and the next one on "Load more"', async () => {
    const { calls } = serveHostedApi()
    const { list } = await openMusic()
    const musicCalls = () =>
      calls
        .filter((call) => call.method === 'GET' && call.path === '/music')
        .map((call) => `${call.query.page}/${call.query.limit}`)
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(20)
    expect(screen.getByText('25 tracks')).toBeInTheDocument()
    expect(musicCalls()).toEqual(['1/20'])

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(25))
    expect(screen.getByRole('heading', { level: 2, name: 'Track 25' })).toBeInTheDocument()
    expect(musicCalls()).toEqual(['1/20', '2/20'])
  })

  it('leaves out the tracks the hosted API still lists after a delete (isActive false)', async () => {
    const store = createHostedStore()
    store.tracks[3]!.isActive = false
    store.tracks[17]!.isActive = false
    serveHostedApi(store)
    const { list } = await openMusic()
    // The page of 20 the hosted API answers, without the two it still lists.
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(18))
    expect(screen.queryByRole('heading', { level: 2, name: 'Track 04' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: 'Track 18' })).not.toBeInTheDocument()
  })

  it('counts a signed-in listener’s play with {userId} and shows the new total', async () => {
    const { store, calls } = serveHostedApi()
    const [, listener] = store.users
    storeSession({ userType: 'user', _id: listener!._id, name: listener!.username })
    await openMusic()
    const card = trackCard('Track 01')
    expect(within(card).getByText('100 plays')).toBeInTheDocument()

    fireEvent.click(within(card).getByRole('button', { name: 'Play Track 01 by Eliane Ishimwe' }))

    expect(await within(card).findByText('101 plays')).toBeInTheDocument()
    const plays = calls.filter((call) => call.method === 'PUT')
    expect(plays).toEqual([
      { method: 'PUT', path: '/music/m01/play', query: {}, body: { userId: listener!._id } },
    ])
    expect(store.tracks[0]!.playCount).toBe(101)
  })
})
