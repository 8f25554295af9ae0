import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { GalleryItem } from '@contract/gallery'
import { items, launch, session, sunrise } from './gallery/gallery-fixtures'
import { apiUrl, LAZY_PAGE, renderApp, server, storeSession } from './utils'

/** Issue 20, 6c: /likes lists the gallery photos the signed-in listener liked. */

/** GET /gallery as our server answers a signed-in caller; records each call's Authorization. */
function serveGallery(docs: GalleryItem[], status = 200) {
  const authorizations: (string | null)[] = []
  server.use(
    http.get(apiUrl('/gallery'), ({ request }) => {
      authorizations.push(request.headers.get('Authorization'))
      return status === 200
        ? HttpResponse.json({ success: true, data: docs })
        : HttpResponse.json({ success: false, message: 'Server error' }, { status })
    }),
  )
  return authorizations
}

const signIn = () => storeSession({ userType: 'user', name: 'Ange Uwase' }, 'listener-token')

describe('/likes', () => {
  it('lists only the photos the listener liked, asked for with their token', async () => {
    signIn()
    const calls = serveGallery([
      { ...session, isLikedByUser: true },
      sunrise,
      { ...launch, isLikedByUser: true },
    ])
    renderApp('/likes')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My likes' }, LAZY_PAGE),
    ).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Photos you liked' })
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([session.title, launch.title])
    expect(within(list).getByRole('link', { name: session.title })).toHaveAttribute(
      'href',
      `/gallery/${session._id}`,
    )
    expect(screen.getByText('2 photos')).toBeInTheDocument()
    expect(calls).toEqual(['Bearer listener-token'])
  })

  it('says so when nothing is liked yet, with a way to the gallery', async () => {
    signIn()
    serveGallery(items)
    renderApp('/likes')

    expect(await screen.findByText('No likes yet', {}, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    )
    expect(screen.queryByRole('list', { name: 'Photos you liked' })).not.toBeInTheDocument()
  })

  it('shows the error with a retry when the gallery cannot be read', async () => {
    signIn()
    serveGallery([], 500)
    const { user } = renderApp('/likes')

    const alert = await screen.findByRole('alert', {}, LAZY_PAGE)
    expect(within(alert).getByText('Your likes could not be loaded')).toBeInTheDocument()
    serveGallery([{ ...sunrise, isLikedByUser: true }])
    await user.click(within(alert).getByRole('button', { name: /try again/i }))
    expect(await screen.findByRole('list', { name: 'Photos you liked' })).toBeInTheDocument()
  })

  it('asks a guest to sign in, and reads nothing', async () => {
    const calls = serveGallery(items)
    renderApp('/likes')

    expect(await screen.findByText('Sign in to see your likes', {}, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(calls).toEqual([])
  })
})
