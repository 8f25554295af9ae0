import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { GalleryItem } from '@contract/gallery'
import { apiUrl, server, storeSession } from '../utils'
import { launch, renderGallery, serveItem, session, sunrise } from './gallery-fixtures'

/**
 * /gallery/:id (docs/product.md §3, §11): every field, not found, the optimistic Like (deliberate
 * departure 6 of §16: guests are invited to sign in) and Share with its 3-second messages.
 */

const likeButton = () => screen.getByRole('button', { name: 'Like' })
const shareButton = () => screen.getByRole('button', { name: 'Share' })
/** The live count beside the buttons ("13 likes"). */
/** The value (<dd>) of the fact labelled `label` (<dt>). */
const fact = (label: string) => {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling
  if (!(value instanceof HTMLElement)) throw new Error(`No value for the fact "${label}"`)
  return value
}
const likes = (count: number) => screen.getByText(count === 1 ? '1 like' : `${count} likes`)

async function openItem(item: GalleryItem, route = `/gallery/${item._id}`) {
  serveItem(item)
  const view = renderGallery(route)
  await screen.findByRole('heading', { level: 1, name: item.title })
  return view
}

interface LikeCall {
  id: string
  authorization: string | null
}

/**
 * POST /gallery/:id/like answered only when the test says so, so the optimistic state can be
 * seen while the request is pending.
 */
function serveLikeOnDemand() {
  const calls: LikeCall[] = []
  let answer: (response: Response) => void = () => {}
  server.use(
    http.post(apiUrl('/gallery/:id/like'), ({ params, request }) => {
      calls.push({ id: String(params.id), authorization: request.headers.get('authorization') })
      return new Promise<Response>((resolve) => {
        answer = resolve
      })
    }),
  )
  return {
    calls,
    respond: (response: Response) =>
      act(async () => {
        await waitFor(() => expect(calls.length).toBeGreaterThan(0))
        answer(response)
      }),
  }
}

/**
 * Moves the fake clock (only setTimeout is faked) and lets the clipboard's promise and React's
 * updates settle in a real macrotask.
 */
const elapse = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms)
    await new Promise<void>((resolve) => setImmediate(resolve))
  })
const settle = () => elapse(0)

const signIn = () => storeSession({ userType: 'user', name: 'Ange Uwase' })

describe('/gallery/:id', () => {
  it('shows the image, category, title, description, likes, date, and Like and Share', async () => {
    await openItem(session)

    const image = screen.getByRole('img', { name: 'Late session in Studio A' })
    expect(image.getAttribute('src')).toContain('/media/photos/session')
    expect(screen.getByText('Kezia tracking vocals just after midnight.')).toBeInTheDocument()
    expect(likes(12)).toBeInTheDocument()

    // The facts: created date in the current language, category and likes.
    expect(fact('Added on')).toHaveTextContent('March 12, 2026')
    expect(within(fact('Added on')).getByText('March 12, 2026')).toHaveAttribute(
      'datetime',
      session.createdAt,
    )
    expect(fact('Category')).toHaveTextContent('Studio')
    // The count shows once, beside the Like button; its heart is empty: a guest has liked nothing.
    expect(screen.getAllByText(/^12( likes)?$/)).toEqual([likes(12)])
    expect(screen.queryByText('Likes', { selector: 'dt' })).not.toBeInTheDocument()
    expect(likes(12).querySelector('svg')).toHaveAttribute('fill', 'none')
    // The category badge above the title, and the fact.
    expect(screen.getAllByText('Studio')).toHaveLength(2)

    expect(likeButton()).toHaveAttribute('aria-pressed', 'false')
    expect(likeButton()).toBeEnabled()
    expect(shareButton()).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    )
    expect(document.title).toBe('Late session in Studio A · Inganzo Records')
  })

  it('fills the heart beside the count when the reader has liked the photo', async () => {
    signIn()
    await openItem({ ...session, isLikedByUser: true })
    expect(likes(12).querySelector('svg')).toHaveAttribute('fill', 'currentColor')
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true')
  })

  it('says when an item has no description', async () => {
    await openItem(launch)
    expect(screen.getByText('No description yet.')).toBeInTheDocument()
    expect(likes(0)).toBeInTheDocument()
  })

  it("shows 'Gallery Item Not Found' with a link back to the gallery", async () => {
    serveItem(session)
    const { user, router } = renderGallery('/gallery/gone')
    server.use(http.get(apiUrl('/gallery'), () => HttpResponse.json([session])))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gallery Item Not Found' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Back to Gallery' }))
    expect(router.state.location.pathname).toBe('/gallery')
    expect(await screen.findByRole('link', { name: session.title })).toBeInTheDocument()
  })

  it('shows a load failure with a retry (not a not-found)', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/gallery/:id'), () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : HttpResponse.json({ success: true, data: sunrise })
      }),
    )
    const { user } = renderGallery('/gallery/photo-2')

    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByText('Failed to load image details. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Gallery Item Not Found')).not.toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunrise set' }),
    ).toBeInTheDocument()
  })

  describe('Like', () => {
    it('adds one at once, is disabled while pending, then takes the server values', async () => {
      signIn()
      const like = serveLikeOnDemand()
      const { user } = await openItem(session)

      await user.click(likeButton())

      expect(likes(13)).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'true')
      expect(likeButton()).toBeDisabled()

      // Others liked it meanwhile: the server's count wins.
      await like.respond(HttpResponse.json({ success: true, likeCount: 20, isLiked: true }))

      expect(await screen.findByText('20 likes')).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'true')
      expect(likeButton()).toBeEnabled()
      expect(like.calls).toEqual([{ id: 'photo-1', authorization: 'Bearer test-token' }])
    })

    it('removes one at once when the item was liked, and the server can say otherwise', async () => {
      signIn()
      const like = serveLikeOnDemand()
      const { user } = await openItem({ ...session, isLikedByUser: true })
      expect(likeButton()).toHaveAttribute('aria-pressed', 'true')

      await user.click(likeButton())
      expect(likes(11)).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false')

      await like.respond(HttpResponse.json({ success: true, likeCount: 11, isLiked: false }))
      await waitFor(() => expect(likeButton()).toBeEnabled())
      expect(likes(11)).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false')
    })

    it('never goes below 0', async () => {
      signIn()
      const like = serveLikeOnDemand()
      // Inconsistent data from another backend: liked, yet counted 0.
      const { user } = await openItem({ ...launch, isLikedByUser: true })

      await user.click(likeButton())
      expect(likes(0)).toBeInTheDocument()
      expect(screen.queryByText(/-1/)).not.toBeInTheDocument()

      await like.respond(HttpResponse.json({ success: true, likeCount: 0, isLiked: false }))
      await waitFor(() => expect(likeButton()).toBeEnabled())
      expect(likes(0)).toBeInTheDocument()
    })

    it('puts the count and state back and says so when the server refuses', async () => {
      signIn()
      const like = serveLikeOnDemand()
      const { user } = await openItem(session)

      await user.click(likeButton())
      expect(likes(13)).toBeInTheDocument()

      await like.respond(
        HttpResponse.json({ success: false, message: 'Slow down' }, { status: 429 }),
      )

      expect(await screen.findByText('12 likes')).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false')
      expect(likeButton()).toBeEnabled()
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your like could not be saved. Please try again.',
      )
    })

    it('puts it back on a network failure too', async () => {
      signIn()
      const like = serveLikeOnDemand()
      const { user } = await openItem({ ...session, isLikedByUser: true })

      await user.click(likeButton())
      expect(likes(11)).toBeInTheDocument()
      await like.respond(HttpResponse.error())

      expect(await screen.findByText('12 likes')).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'true')
      expect(likeButton()).toBeEnabled()
    })

    it("reads the photo again when someone signs in: the liked state is the listener's own", async () => {
      let calls = 0
      server.use(
        http.get(apiUrl('/gallery/:id'), ({ request }) => {
          calls += 1
          // Our server answers isLikedByUser for the token's user.
          const isSignedIn = request.headers.get('authorization') === 'Bearer test-token'
          return HttpResponse.json({
            success: true,
            data: { ...session, isLikedByUser: isSignedIn },
          })
        }),
      )
      renderGallery('/gallery/photo-1')
      await screen.findByRole('heading', { level: 1, name: session.title })
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false')

      act(() => signIn())

      await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'))
      expect(calls).toBe(2)
    })

    it("keeps Like disabled while the listener's own copy loads, then likes from it", async () => {
      // The listener's copy (signed in) waits for the test; the guest's answers at once.
      let release: () => void = () => {}
      const listenerCopy = new Promise<void>((resolve) => {
        release = resolve
      })
      server.use(
        http.get(apiUrl('/gallery/:id'), async ({ request }) => {
          if (request.headers.get('authorization') === 'Bearer test-token') await listenerCopy
          return HttpResponse.json({ success: true, data: { ...session, isLikedByUser: false } })
        }),
      )
      const like = serveLikeOnDemand()
      renderGallery('/gallery/photo-1')
      await screen.findByRole('heading', { level: 1, name: session.title })

      act(() => signIn())

      // The guest's copy stands in: whether the listener likes it is not known yet.
      await waitFor(() => expect(likeButton()).toBeDisabled())
      expect(likes(12)).toBeInTheDocument()
      fireEvent.click(likeButton())
      expect(like.calls).toEqual([])

      await act(async () => {
        release()
        await listenerCopy
      })
      await waitFor(() => expect(likeButton()).toBeEnabled())
      fireEvent.click(likeButton())
      expect(await screen.findByText('13 likes')).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'true')
      await like.respond(HttpResponse.json({ success: true, likeCount: 13, isLiked: true }))
      expect(like.calls).toHaveLength(1)
    })

    it('invites a guest to sign in instead of liking', async () => {
      const like = serveLikeOnDemand()
      const { user, router } = await openItem(session)

      await user.click(likeButton())

      expect(screen.getByText(/Sign in to like photos/)).toBeInTheDocument()
      expect(likes(12)).toBeInTheDocument()
      expect(likeButton()).toHaveAttribute('aria-pressed', 'false')
      expect(like.calls).toEqual([])

      await user.click(screen.getByRole('link', { name: 'Sign In' }))
      expect(router.state.location.pathname).toBe('/login')
    })
  })

  describe('Share', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    /** Presses Share with a fake clock; the message must stay exactly 3 seconds. */
    async function shareAndExpectFor3s(message: string) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      fireEvent.click(shareButton())
      await settle()
      // Inside a live region, so a screen reader announces it.
      expect(screen.getByText(message).closest('[role="status"]')).not.toBeNull()

      await elapse(2_999)
      expect(screen.getByText(message)).toBeInTheDocument()
      await elapse(1)
      expect(screen.queryByText(message)).not.toBeInTheDocument()
    }

    it('copies the origin and /gallery/{id}, and says so for 3 seconds', async () => {
      await openItem(sunrise)
      await shareAndExpectFor3s('Gallery link copied to clipboard!')
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/gallery/photo-2`)
    })

    it("says 'Failed to copy link' for 3 seconds when the clipboard refuses", async () => {
      await openItem(sunrise)
      const writeText = vi
        .spyOn(navigator.clipboard, 'writeText')
        .mockRejectedValue(new Error('Not allowed'))
      await shareAndExpectFor3s('Failed to copy link')
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/gallery/photo-2`)
      expect(screen.queryByText('Gallery link copied to clipboard!')).not.toBeInTheDocument()
    })
  })
})
