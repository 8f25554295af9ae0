import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { apiUrl, server } from '../utils'
import { items, renderGallery, session, sunrise } from './gallery-fixtures'

/** /gallery: a card opens its photo in a lightbox; the photo's page keeps its own address. */

const serveList = () => server.use(http.get(apiUrl('/gallery'), () => HttpResponse.json(items)))
const cardLink = (title: string) => screen.getByRole('link', { name: title })
const lightbox = () => screen.getByRole('dialog')

async function openGallery() {
  serveList()
  const view = renderGallery('/gallery')
  await screen.findByRole('link', { name: session.title })
  // The grid's order (newest first) decides what comes next.
  const order = screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('link').textContent ?? '')
  return { ...view, order }
}

describe('Gallery lightbox', () => {
  it('opens the clicked photo in a dialog, on the same page, with a link to its own page', async () => {
    const { user, router, order } = await openGallery()
    await user.click(cardLink(order[0]!))

    expect(lightbox()).toHaveAccessibleName(order[0])
    expect(router.state.location.pathname).toBe('/gallery')
    const first = items.find((item) => item.title === order[0])!
    expect(within(lightbox()).getByRole('img', { name: first.title })).toBeInTheDocument()
    expect(within(lightbox()).getByText('Photo 1 of 3')).toBeInTheDocument()
    expect(within(lightbox()).getByRole('link', { name: /Open the photo’s page/ })).toHaveAttribute(
      'href',
      `/gallery/${first._id}`,
    )
    // The card keeps the photo's address, for a new tab or a copied link.
    expect(cardLink(order[0]!)).toHaveAttribute('href', `/gallery/${first._id}`)
  })

  it('moves with the next and previous buttons and the arrow keys, round the ends', async () => {
    const { user, order } = await openGallery()
    await user.click(cardLink(order[0]!))

    await user.click(within(lightbox()).getByRole('button', { name: 'Next photo' }))
    expect(lightbox()).toHaveAccessibleName(order[1])
    await user.keyboard('{ArrowRight}')
    expect(lightbox()).toHaveAccessibleName(order[2])
    expect(within(lightbox()).getByText('Photo 3 of 3')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(lightbox()).toHaveAccessibleName(order[0])
    await user.keyboard('{ArrowLeft}')
    expect(lightbox()).toHaveAccessibleName(order[2])
    await user.click(within(lightbox()).getByRole('button', { name: 'Previous photo' }))
    expect(lightbox()).toHaveAccessibleName(order[1])
  })

  it('moves with a swipe; a short one does nothing', async () => {
    const { user, order } = await openGallery()
    await user.click(cardLink(order[1]!))
    const image = within(lightbox()).getByRole('img').parentElement!
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(image, { changedTouches: [{ clientX: from }] })
      fireEvent.touchEnd(image, { changedTouches: [{ clientX: to }] })
    }
    swipe(300, 100)
    expect(lightbox()).toHaveAccessibleName(order[2])
    swipe(100, 300)
    expect(lightbox()).toHaveAccessibleName(order[1])
    swipe(200, 180)
    expect(lightbox()).toHaveAccessibleName(order[1])
  })

  it('closes with Escape and gives focus back to the card it came from', async () => {
    const { user, order } = await openGallery()
    cardLink(order[2]!).focus()
    await user.keyboard('{Enter}')
    expect(lightbox()).toHaveAccessibleName(order[2])
    expect(lightbox()).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(cardLink(order[2]!)).toHaveFocus()
  })

  it('a click with a modifier is left to the browser (a new tab): no lightbox', async () => {
    await openGallery()
    fireEvent.click(cardLink(sunrise.title), { ctrlKey: true })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
