import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MessagesScreen } from '@/features/admin/messages/messages-screen'
import { contactKeys, contactPages, setMessageRead } from '@/api/contact'
import { UnreadBadge } from '@/features/admin/components/unread-badge'
import { apiUrl, renderWithProviders, server, storeSession } from '../utils'
import { serveDeletes, servePages } from './serve-pages'

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

/** PATCH /contact/:id changing a served message's read state; the bodies sent, in order. */
function servePatches(state: { items: object[] }) {
  const sent: unknown[] = []
  server.use(
    http.patch(apiUrl('/contact/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { isRead: boolean }
      sent.push({ id: params.id, ...body })
      state.items = state.items.map((item) =>
        (item as { _id: string })._id === params.id ? { ...item, ...body } : item,
      )
      return HttpResponse.json({
        success: true,
        data: state.items.find((item) => (item as { _id: string })._id === params.id),
      })
    }),
  )
  return sent
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem')

describe('Messages screen', () => {
  it('lists the messages newest first, with name, phone, email, date and text, and the total', async () => {
    servePages('/contact', contactPages, MESSAGES)
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
    servePages('/contact', contactPages, MESSAGES)
    const { user } = renderMessages()
    await screen.findByText('2 messages')
    const search = screen.getByRole('searchbox', { name: /Search messages/ })

    await user.type(search, 'PODCAST')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(screen.getByText('1 message')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'bruce@')
    await waitFor(() =>
      expect(
        within(cards()[0]!).getByRole('heading', { name: 'Bruce Melody' }),
      ).toBeInTheDocument(),
    )

    await user.clear(search)
    await user.type(search, 'nothing like this')
    expect(await screen.findByText('No messages found')).toBeInTheDocument()
  })

  it('shows "No messages found" when there are none', async () => {
    servePages('/contact', contactPages, [])
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
    const { state } = servePages('/contact', contactPages, MESSAGES)
    const sent = servePatches(state)
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
    const served = servePages('/contact', contactPages, MESSAGES)
    const deleted = serveDeletes('/contact', served)
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
    servePages('/contact', contactPages, MESSAGES)
    server.use(
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
    servePages('/contact', contactPages, MESSAGES)
    renderMessages()
    const reply = await screen.findByRole('link', { name: 'Reply to Aline Uwase' })
    const href = new URL(reply.getAttribute('href')!)
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe('aline@example.com')
    expect(href.searchParams.get('subject')).toBe('Your message to Inganzo Records')
  })
})

/** 30 messages, m01 the oldest; every third one read. */
const THIRTY = Array.from({ length: 30 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0')
  return {
    _id: `m${number}`,
    name: `Sender ${number}`,
    email: `sender${number}@example.com`,
    message: `Message number ${number}.`,
    isRead: (index + 1) % 3 === 0,
    createdAt: new Date(Date.UTC(2025, 5, 1, index)).toISOString(),
  }
})

const senders = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

describe('Messages screen at scale', () => {
  it('pages on the server, 25 a page, with the total and the unread count', async () => {
    const served = servePages('/contact', contactPages, THIRTY)
    const { user, router } = renderMessages()
    expect(await screen.findByText('30 messages')).toBeInTheDocument()
    expect(cards()).toHaveLength(25)
    expect(senders()[0]).toBe('Sender 30')
    expect(await screen.findByText('20 unread')).toBeInTheDocument()
    // The unread count is the total of a one-row page of unread messages.
    expect(served.state.requests).toContainEqual({ status: 'unread', limit: '1', page: '1' })

    const pager = screen.getByRole('navigation', { name: 'Pages of messages' })
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument()
    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(cards()).toHaveLength(5))
    expect(router.state.location.search).toBe('?page=2')
    expect(served.lastPage()).toEqual({ page: '2', limit: '25', sort: 'created', order: 'desc' })
  })

  it('filters unread ones, oldest first, in the address', async () => {
    const served = servePages('/contact', contactPages, THIRTY)
    const { user, router } = renderMessages()
    await screen.findByText('30 messages')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Oldest first')
    await waitFor(() => expect(senders()[0]).toBe('Sender 01'))
    expect(screen.getByText('20 messages')).toBeInTheDocument()
    expect(senders()).not.toContain('Sender 03')
    expect(router.state.location.search).toBe('?status=unread&order=asc')
    expect(served.lastPage()).toMatchObject({ status: 'unread', order: 'asc', page: '1' })
  })

  it('marks the selected messages read, and the unread count follows', async () => {
    const served = servePages('/contact', contactPages, THIRTY)
    const sent = servePatches(served.state)
    const { user } = renderMessages()
    expect(await screen.findByText('20 unread')).toBeInTheDocument()
    for (const name of ['Sender 29', 'Sender 28'])
      await user.click(screen.getByRole('checkbox', { name: `Select the message from ${name}` }))
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    await user.click(
      within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', {
        name: 'Mark as read',
      }),
    )
    expect(await screen.findByText('2 messages marked as read.')).toBeInTheDocument()
    expect(sent).toEqual(
      expect.arrayContaining([
        { id: 'm29', isRead: true },
        { id: 'm28', isRead: true },
      ]),
    )
    expect(await screen.findByText('18 unread')).toBeInTheDocument()
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument()
  })

  it('deletes every message of the page after one confirmation naming how many', async () => {
    const served = servePages('/contact', contactPages, THIRTY)
    const deleted = serveDeletes('/contact', served)
    const { user, router } = renderWithProviders(<MessagesScreen />, { route: '/?page=2' })
    storeSession({ userType: 'admin' })
    await waitFor(() => expect(cards()).toHaveLength(5))
    await user.click(screen.getByRole('checkbox', { name: 'Select every message of this page' }))
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete 5 messages?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('5 messages deleted.')).toBeInTheDocument()
    expect(deleted.sort()).toEqual(['m01', 'm02', 'm03', 'm04', 'm05'])
    // Page 2 emptied: page 1, now the last, is shown.
    await waitFor(() => expect(cards()).toHaveLength(25))
    expect(router.state.location.search).toBe('')
    expect(screen.getByText('25 messages')).toHaveFocus()
  })
})

describe('Unread badge', () => {
  it('reads the unread total from a one-row page, and follows a change', async () => {
    const served = servePages('/contact', contactPages, THIRTY)
    servePatches(served.state)
    storeSession({ userType: 'admin' })
    const { queryClient } = renderWithProviders(<UnreadBadge />)
    expect(await screen.findByText(', 20 unread messages')).toBeInTheDocument()
    expect(served.state.requests).toEqual([{ status: 'unread', limit: '1', page: '1' }])
    await setMessageRead('m01', true)
    await queryClient.invalidateQueries({ queryKey: contactKeys.all })
    expect(await screen.findByText(', 19 unread messages')).toBeInTheDocument()
  })
})
