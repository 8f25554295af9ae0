import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { ContactForm } from '@/features/contact/components/contact-form'
import { renderGallery } from '../gallery/gallery-fixtures'
import { installFakeAudio } from '../music/music-fixtures'
import { LAZY_PAGE, renderApp, renderWithProviders, storeSession } from '../utils'
import { serveHostedApi } from './handlers'

/** A build for the hosted API (VITE_API_KIND=hosted): the public side offers only what it can do. */

// Before any import reads it: capabilities are fixed when src/api/capabilities.ts loads.
vi.hoisted(() => vi.stubEnv('VITE_API_KIND', 'hosted'))

const ITEM = '64e000000000000000000001'

describe('hosted kind: gallery like', () => {
  it('likes once, then shows the photo as liked and offers no unlike', async () => {
    const { store, calls } = serveHostedApi()
    const [, listener] = store.users
    storeSession({ userType: 'user', _id: listener!._id, name: listener!.username })
    const { user } = renderGallery(`/gallery/${ITEM}`)
    await user.click(await screen.findByRole('button', { name: 'Like' }))

    const liked = await screen.findByRole('button', { name: 'Liked' })
    expect(liked).toBeDisabled()
    expect(liked).toHaveAttribute('aria-pressed', 'true')
    await user.click(liked)
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    expect(screen.getByText('4 likes')).toBeInTheDocument()
  })

  it('shows a photo the listener liked before as liked, read from likedBy', async () => {
    const { store } = serveHostedApi()
    const [, listener] = store.users
    store.gallery[0]!.likedBy.push(listener!._id)
    storeSession({ userType: 'user', _id: listener!._id, name: listener!.username })
    renderGallery(`/gallery/${ITEM}`)
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument()
  })
})

describe('hosted kind: contact form', () => {
  it('requires the phone before sending, then the double receives it', async () => {
    const { store, calls } = serveHostedApi()
    const { user } = renderWithProviders(<ContactForm />)
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    expect(phone).toHaveAttribute('aria-required', 'true')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jean Habimana')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jean@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A show in Musanze?')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Phone is required')).toBeInTheDocument()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    await user.type(phone, '+250 788 000 333')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        name: 'Jean Habimana',
        email: 'jean@example.com',
        phone: '+250 788 000 333',
        message: 'A show in Musanze?',
      },
    ])
    expect(store.messages.at(-1)).toMatchObject({ phone: '+250 788 000 333' })
  })
})

describe('hosted kind: music cards', () => {
  it('show no "your plays": that API keeps no per-user count, whatever a reply carries', async () => {
    const { store } = serveHostedApi()
    // Extra fields appear freely in its replies; a stray one must not pass for the listener's count.
    Object.assign(store.tracks[0]!, { userPlays: 3 })
    const [, listener] = store.users
    storeSession({ userType: 'user', _id: listener!._id, name: listener!.username })
    installFakeAudio()
    renderApp('/musics')
    await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)
    const card = (await screen.findByRole('heading', { level: 2, name: 'Track 01' })).closest(
      'article',
    ) as HTMLElement
    expect(within(card).getByText('100 plays')).toBeInTheDocument()
    expect(within(card).queryByText(/You played/)).not.toBeInTheDocument()
  })
})

describe('hosted kind: a track’s page', () => {
  // That API has no GET /music/:id: the page finds the track in its list, past the first 20.
  it('finds the track on a later page of the list', async () => {
    const { calls } = serveHostedApi()
    renderApp('/musics/m23')
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_PAGE)).toHaveTextContent(
      'Track 23',
    )
    const paths = calls.filter((call) => call.method === 'GET').map((call) => call.path)
    expect(paths).not.toContain('/music/m23')
    expect(paths).toContain('/music')
  })

  it('says a deleted track (still in that list) is no longer available, an unknown one not found', async () => {
    const store = serveHostedApi().store
    store.tracks[4]!.isActive = false
    const view = renderApp('/musics/m05')
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_PAGE)).toHaveTextContent(
      'This track is no longer available',
    )
    view.unmount()
    renderApp('/musics/m99')
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_PAGE)).toHaveTextContent(
      'Track not found',
    )
  })
})
