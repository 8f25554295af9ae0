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
    isRead: true,
    createdAt: '2025-06-01T09:00:00.000Z',
  },
  {
    _id: 'm2',
    // Older senders wrote "artistName".
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
    expect(
      screen.getByText('Messages sent through the contact form on the site appear here.'),
    ).toBeInTheDocument()
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

  it('says how many are unread, and marks a message read, then unread again', async () => {
    const state = {
      messages: MESSAGES.map((message) => ({ ...message, isRead: message.isRead === true })),
    }
    const sent: unknown[] = []
    server.use(
      http.get(apiUrl('/contact'), () => HttpResponse.json(state.messages)),
      http.patch(apiUrl('/contact/:id'), async ({ request, params }) => {
        const body = (await request.json()) as { isRead: boolean }
        sent.push({ id: params.id, ...body })
        state.messages = state.messages.map((message) =>
          message._id === params.id ? { ...message, ...body } : message,
        )
        return HttpResponse.json({
          success: true,
          data: state.messages.find((message) => message._id === params.id),
        })
      }),
    )
    const { user } = renderMessages()
    expect(await screen.findByText('1 unread')).toBeInTheDocument()
    const [bruce] = cards()
    expect(within(bruce!).getByText('Unread')).toBeInTheDocument()

    await user.click(
      within(bruce!).getByRole('button', { name: 'Mark as read: the message from Bruce Melody' }),
    )
    expect(await screen.findByText('0 unread')).toBeInTheDocument()
    expect(within(cards()[0]!).queryByText('Unread')).not.toBeInTheDocument()

    await user.click(
      within(cards()[0]!).getByRole('button', {
        name: 'Mark as unread: the message from Bruce Melody',
      }),
    )
    expect(await screen.findByText('1 unread')).toBeInTheDocument()
    expect(sent).toEqual([
      { id: 'm2', isRead: true },
      { id: 'm2', isRead: false },
    ])
  })

  it('deletes a message after a confirm that names the sender', async () => {
    let messages = [...MESSAGES]
    const deleted: string[] = []
    server.use(
      http.get(apiUrl('/contact'), () => HttpResponse.json(messages)),
      http.delete(apiUrl('/contact/:id'), ({ params }) => {
        deleted.push(String(params.id))
        messages = messages.filter((message) => message._id !== params.id)
        return HttpResponse.json({ success: true, message: 'Message deleted successfully.' })
      }),
    )
    const { user } = renderMessages()
    await screen.findByText('2 messages')

    // Cancel first: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Delete the message from Aline Uwase' }))
    const confirm = screen.getByRole('alertdialog', {
      name: 'Delete the message from Aline Uwase?',
    })
    expect(confirm).toHaveAccessibleDescription('This action cannot be undone.')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(deleted).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete the message from Aline Uwase' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(
      await screen.findByText('The message from Aline Uwase has been deleted.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('1 message')).toBeInTheDocument()
    expect(deleted).toEqual(['m1'])
    expect(screen.queryByRole('heading', { name: 'Aline Uwase' })).not.toBeInTheDocument()
  })

  it('keeps the message and says why when the delete fails', async () => {
    server.use(
      http.get(apiUrl('/contact'), () => HttpResponse.json(MESSAGES)),
      http.delete(apiUrl('/contact/:id'), () =>
        HttpResponse.json({ success: false, message: 'Message not found.' }, { status: 404 }),
      ),
    )
    const { user } = renderMessages()
    await screen.findByText('2 messages')
    await user.click(screen.getByRole('button', { name: 'Delete the message from Bruce Melody' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    const alert = await screen.findByText('Delete failed.')
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Message not found.')
    expect(screen.getByRole('heading', { name: 'Bruce Melody' })).toBeInTheDocument()
  })

  it('replies in the mail client with the subject filled in', async () => {
    server.use(http.get(apiUrl('/contact'), () => HttpResponse.json(MESSAGES)))
    renderMessages()
    const reply = await screen.findByRole('link', { name: 'Reply to Aline Uwase' })
    const href = new URL(reply.getAttribute('href')!)
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe('aline@example.com')
    expect(href.searchParams.get('subject')).toBe('Your message to Inganzo Records')
  })
})
