import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MessagesScreen } from '@/features/admin/messages/messages-screen'
import { apiUrl, renderWithProviders, server, storeSession } from '../utils'

const MESSAGES = [
  {
    _id: 'm1',
    name: 'Aline Uwase',
    email: 'aline@example.com',
    phone: '+250 788 111 222',
    message: 'I would like to book the studio for a podcast.',
    createdAt: '2025-06-01T09:00:00.000Z',
  },
  {
    _id: 'm2',
    // Older senders wrote "artistName" (spec §3).
    artistName: 'Bruce Melody',
    email: 'bruce@example.com',
    message: 'Can we record a freestyle next week?',
    createdAt: '2025-06-10T09:00:00.000Z',
  },
]

function renderMessages() {
  storeSession({ userType: 'admin' })
  return renderWithProviders(<MessagesScreen />)
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem')

describe('Messages screen', () => {
  it('lists the messages newest first, with name, phone, email, date and text, and the total', async () => {
    server.use(http.get(apiUrl('/contact'), () => HttpResponse.json(MESSAGES)))
    renderMessages()
    expect(screen.getByText('Loading messages…')).toBeInTheDocument()
    expect(await screen.findByText('2 messages')).toBeInTheDocument()

    const [first, second] = cards()
    expect(within(first!).getByRole('heading', { name: 'Bruce Melody' })).toBeInTheDocument()
    expect(within(second!).getByRole('heading', { name: 'Aline Uwase' })).toBeInTheDocument()
    expect(within(second!).getByRole('link', { name: 'Call +250 788 111 222' })).toHaveAttribute(
      'href',
      'tel:+250788111222',
    )
    expect(
      within(second!).getByRole('link', { name: 'Write to aline@example.com' }),
    ).toHaveAttribute('href', 'mailto:aline@example.com')
    expect(within(second!).getByText('June 1, 2025')).toBeInTheDocument()
    expect(
      within(second!).getByText('I would like to book the studio for a podcast.'),
    ).toBeInTheDocument()
  })

  it('searches sender and text', async () => {
    server.use(http.get(apiUrl('/contact'), () => HttpResponse.json(MESSAGES)))
    const { user } = renderMessages()
    await screen.findByText('2 messages')
    const search = screen.getByRole('searchbox', { name: /Search messages/ })

    await user.type(search, 'PODCAST')
    expect(cards()).toHaveLength(1)
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'bruce@')
    expect(within(cards()[0]!).getByRole('heading', { name: 'Bruce Melody' })).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'nothing like this')
    expect(screen.getByText('No messages found')).toBeInTheDocument()
  })

  it('shows "No messages found" when there are none', async () => {
    server.use(http.get(apiUrl('/contact'), () => HttpResponse.json([])))
    renderMessages()
    expect(await screen.findByText('No messages found')).toBeInTheDocument()
    expect(screen.getByText('0 messages')).toBeInTheDocument()
  })

  it('shows "Failed to load messages." with a retry', async () => {
    let fail = true
    server.use(
      http.get(apiUrl('/contact'), () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(MESSAGES),
      ),
    )
    const { user } = renderMessages()
    expect(await screen.findByText('Failed to load messages.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('2 messages')).toBeInTheDocument()
  })
})
