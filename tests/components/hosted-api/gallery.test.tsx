import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderGallery } from '../gallery/gallery-fixtures'
import { storeSession } from '../utils'
import { serveHostedApi } from './handlers'

/** The gallery against the hosted API: no category, no isLikedByUser, a like that needs userId. */

const ITEM = '64e000000000000000000001'
const likeButton = () => screen.getByRole('button', { name: 'Like' })

describe('hosted API: gallery', () => {
  it('lists the items of a bare array', async () => {
    serveHostedApi()
    renderGallery('/gallery')
    expect(await screen.findByText('Late session in Studio A')).toBeInTheDocument()
  })

  it('likes an item with {userId} and shows the count from the reply’s galleryItem', async () => {
    const { store, calls } = serveHostedApi()
    const [, listener] = store.users
    storeSession({ userType: 'user', _id: listener!._id, name: listener!.username })
    const { user } = renderGallery(`/gallery/${ITEM}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Late session in Studio A' }),
    ).toBeInTheDocument()
    expect(screen.getByText('3 likes')).toBeInTheDocument()
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false')

    // Others liked it meanwhile: the count inside the reply's galleryItem wins.
    store.gallery[0]!.likeCount = 8
    await user.click(likeButton())

    expect(await screen.findByText('9 likes')).toBeInTheDocument()
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/gallery/${ITEM}/like`, query: {}, body: { userId: listener!._id } },
    ])
    expect(store.gallery[0]!.likedBy).toContain(listener!._id)
  })
})
