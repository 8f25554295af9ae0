import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { GalleryItem } from '@contract/gallery'
import { apiUrl, server, storeSession } from '../utils'
import { renderGallery, serveItem, sunrise } from './gallery-fixtures'

/**
 * Issue 20, 6c: the like prompt promises favourites; a liked photo links to where they are kept
 * (/likes), from the moment it is liked.
 */
async function openItem(item: GalleryItem) {
  serveItem(item)
  const view = renderGallery(`/gallery/${item._id}`)
  await screen.findByRole('heading', { level: 1, name: item.title })
  return view
}

const myLikes = () => screen.queryByRole('link', { name: 'My likes' })

describe('a liked photo', () => {
  it('links to My likes', async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase' })
    await openItem({ ...sunrise, isLikedByUser: true })
    expect(myLikes()).toHaveAttribute('href', '/likes')
  })

  it('links there as soon as the listener likes it', async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase' })
    server.use(
      http.post(apiUrl('/gallery/:id/like'), () =>
        HttpResponse.json({ success: true, likeCount: 1501, isLiked: true }),
      ),
    )
    const { user } = await openItem(sunrise)
    expect(myLikes()).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Like' }))
    expect(await screen.findByRole('link', { name: 'My likes' })).toHaveAttribute('href', '/likes')
  })

  it('shows no such link to a guest', async () => {
    await openItem(sunrise)
    expect(myLikes()).not.toBeInTheDocument()
  })
})
