import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { resetPreloaded, takePreloaded } from '@/api/preloaded'
import { createQueryClient } from '@/app/query-client'
import { artists } from './talent/fixtures'
import { renderTalent } from './talent/render'
import { apiUrl, server, storeSession } from './utils'

/** What the server writes into index.html for a list page (server/plugins/list-preload.ts). */
function writeBlock(url: string, text: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'api-preload'
  block.dataset.url = url
  block.textContent = text
  document.head.append(block)
}

/** The artists' list on the network, answering with the last fixture only, counting calls. */
function serveArtists() {
  const calls = { count: 0 }
  server.use(
    http.get(apiUrl('/artist'), () => {
      calls.count += 1
      return HttpResponse.json(artists.slice(-1))
    }),
  )
  return calls
}

afterEach(() => {
  document.getElementById('api-preload')?.remove()
  resetPreloaded()
  vi.restoreAllMocks()
})

describe('the list written into the page', () => {
  it("renders a guest's /artists from it, without a call or a skeleton", async () => {
    writeBlock('/api/v1/artist', JSON.stringify(artists))
    const calls = serveArtists()
    // The app's own query client: its data stays fresh for 30 s, so nothing refetches at once.
    renderTalent('/artists', { queryClient: createQueryClient() })

    // In the first render: no loading state in between.
    expect(screen.getByRole('link', { name: 'Eliane Ishimwe' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls.count).toBe(0)
    // Taken out of the document: a later visit of the page asks the network.
    expect(document.getElementById('api-preload')).toBeNull()
  })

  it('still renders from a page that arrived a minute ago, and fetches the list behind it', async () => {
    // A tab opened in the background: its scripts start long after the page arrived.
    const arrived = Date.now() - 60_000 - performance.timeOrigin
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { responseStart: arrived } as PerformanceNavigationTiming,
    ])
    writeBlock('/api/v1/artist', JSON.stringify(artists))
    const calls = serveArtists()
    renderTalent('/artists', { queryClient: createQueryClient() })

    expect(screen.getByRole('link', { name: 'Eliane Ishimwe' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    // Older than the list's 30 s staleTime: fetched again, and the new answer replaces it.
    await waitFor(() => expect(calls.count).toBe(1))
    // The last artist is in both lists: wait for the first one to leave, which only the new
    // answer does (the fetch may be counted a moment before its answer renders).
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Eliane Ishimwe' })).toBeNull())
    expect(screen.getByRole('link', { name: artists.at(-1)?.name })).toBeInTheDocument()
  })

  it('is used once', () => {
    writeBlock('/api/v1/artist', JSON.stringify(artists))
    expect(takePreloaded('/api/v1/artist')?.data).toEqual(artists)
    expect(takePreloaded('/api/v1/artist')).toBeUndefined()
  })

  it('is not used for a signed-in user, whose answer differs', async () => {
    storeSession({ userType: 'user' }, 'abc')
    writeBlock('/api/v1/artist', JSON.stringify(artists))
    const calls = serveArtists()
    renderTalent('/artists')

    expect(await screen.findByRole('link', { name: artists.at(-1)?.name })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Eliane Ishimwe' })).toBeNull()
    expect(calls.count).toBe(1)
  })

  it('is not used for another URL, nor when it is not JSON', () => {
    writeBlock('/api/v1/artist', JSON.stringify(artists))
    expect(takePreloaded('/api/v1/producer')).toBeUndefined()
    expect(takePreloaded('/api/v1/artist?page=2')).toBeUndefined()
    expect(takePreloaded('/api/v1/artist')?.data).toEqual(artists)

    document.getElementById('api-preload')?.remove()
    resetPreloaded()
    writeBlock('/api/v1/artist', '{not json')
    expect(takePreloaded('/api/v1/artist')).toBeUndefined()
  })
})
