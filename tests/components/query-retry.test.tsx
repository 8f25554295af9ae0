import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { http, HttpResponse } from 'msw'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { routePatterns } from '@/config/paths'
import GalleryItemRoute from '@/app/routes/gallery-item'
import { session } from './gallery/gallery-fixtures'
import { apiUrl, server, testI18n } from './utils'

/** The app's own query client (tests elsewhere turn retries off), on a gallery item page. */
function renderItem(id: string) {
  const router = createMemoryRouter(
    [{ path: routePatterns.galleryItem, element: <GalleryItemRoute /> }],
    { initialEntries: [`/gallery/${id}`] },
  )
  render(
    <AppProviders i18n={testI18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

/** Answers GET /gallery/:id with `status` and counts the calls. */
function answer(status: number) {
  const calls: number[] = []
  server.use(
    http.get(apiUrl('/gallery/:id'), () => {
      calls.push(Date.now())
      return status === 200
        ? HttpResponse.json({ success: true, data: session })
        : HttpResponse.json({ success: false, message: 'no' }, { status })
    }),
  )
  return calls
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('Retries of the app’s query client', () => {
  it('an unknown id shows not-found on the first answer, fetched once', async () => {
    const calls = answer(404)
    renderItem('no-such-photo')
    // Well under TanStack Query's one-second retry delay.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Gallery Item Not Found' },
        { timeout: 600 },
      ),
    ).toBeInTheDocument()
    await pause(1300)
    expect(calls).toHaveLength(1)
  })

  it('a server error is still tried once more', async () => {
    const calls = answer(503)
    renderItem(session._id)
    await pause(1300)
    expect(calls).toHaveLength(2)
    await screen.findByRole('button', { name: 'Try again' })
  })
})
