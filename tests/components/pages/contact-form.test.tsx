import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { TIMING } from '@/config/ui'
import { ContactForm } from '@/features/contact/components/contact-form'
import { apiUrl, renderWithProviders, server } from '../utils'

const field = (name: string) => screen.getByRole('textbox', { name })
const sendButton = () => screen.getByRole('button', { name: 'Send Message' })

/** The live regions stay mounted (so they are announced): wait for the text, then its region. */
async function findNotice(role: 'status' | 'alert', text: string) {
  await screen.findByText(text)
  return screen.getByRole(role)
}

/** Answers POST /contact with `status` once `release` is called; records the bodies. */
function answerContact(
  status = 201,
  body: object = { success: true, message: 'Message received' },
) {
  const bodies: unknown[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.post(apiUrl('/contact'), async ({ request }) => {
      bodies.push(await request.json())
      await released
      return HttpResponse.json(body, { status })
    }),
  )
  return { bodies, release }
}

async function fillValid(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(field('Name'), 'Aline Mukamana')
  await user.type(field('Email'), 'aline@example.com')
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+250 788 000 111')
  await user.type(field('Message'), 'I would like to book a session.')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Contact form', () => {
  it('labels its fields, marks the phone optional and shows a Rwandan phone placeholder', () => {
    renderWithProviders(<ContactForm />)
    expect(field('Email')).toHaveAttribute('type', 'email')
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' })
    expect(phone).toHaveAttribute('placeholder', '+250 788 123 456')
    expect(phone).not.toHaveAttribute('aria-required')
    for (const name of ['Name', 'Email', 'Message']) {
      expect(field(name)).toHaveAttribute('aria-required', 'true')
    }
  })

  it('asks for name, e-mail and message before sending anything', async () => {
    const { bodies } = answerContact()
    const { user } = renderWithProviders(<ContactForm />)
    await user.click(sendButton())

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name')).toHaveAccessibleDescription('Name is required')
    expect(bodies).toHaveLength(0)
  })

  it('rejects an invalid e-mail address', async () => {
    const { bodies } = answerContact()
    const { user } = renderWithProviders(<ContactForm />)
    await user.type(field('Name'), 'Aline')
    await user.type(field('Email'), 'aline@nowhere')
    await user.type(field('Message'), 'Hello')
    await user.click(sendButton())
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(bodies).toHaveLength(0)
  })

  it('disables the button while sending, then confirms and clears the form', async () => {
    const { bodies, release } = answerContact()
    const { user } = renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.click(sendButton())

    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending).toBeDisabled()
    release()

    expect(await findNotice('status', 'Message sent successfully!')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        name: 'Aline Mukamana',
        email: 'aline@example.com',
        phone: '+250 788 000 111',
        message: 'I would like to book a session.',
      },
    ])
    expect(field('Name')).toHaveValue('')
    expect(field('Email')).toHaveValue('')
    expect(field('Message')).toHaveValue('')
    expect(sendButton()).toBeEnabled()
  })

  it('keeps what was typed and says so when sending fails', async () => {
    const { release } = answerContact(500, { success: false, message: 'Internal error' })
    release()
    const { user } = renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.click(sendButton())

    expect(await findNotice('alert', 'Something went wrong. Please try again.')).toBeVisible()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(field('Name')).toHaveValue('Aline Mukamana')
    expect(field('Message')).toHaveValue('I would like to book a session.')
  })

  it('asks to wait when the server limits the rate', async () => {
    const { release } = answerContact(429, { success: false, message: 'Too many requests.' })
    release()
    const { user } = renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.click(sendButton())
    expect(
      await findNotice(
        'alert',
        'You have sent several messages in a short time. Please wait a minute and try again.',
      ),
    ).toBeVisible()
  })

  it.each([
    ['success', 201, 'status', 'Message sent successfully!'],
    ['error', 500, 'alert', 'Something went wrong. Please try again.'],
  ] as const)('clears the %s message after 5 seconds', async (_, status, role, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { release } = answerContact(status)
    release()
    const { user } = renderWithProviders(<ContactForm />)
    await fillValid(user)
    await user.click(sendButton())
    expect(await findNotice(role, text)).toHaveTextContent(text)

    act(() => {
      vi.advanceTimersByTime(TIMING.contactClearMs - 1000)
    })
    expect(screen.getByRole(role)).toHaveTextContent(text)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.getByRole(role)).toBeEmptyDOMElement()
  })
})
