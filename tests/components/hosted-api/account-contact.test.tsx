import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { ContactForm } from '@/features/contact/components/contact-form'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { renderWithProviders } from '../utils'
import { serveHostedApi } from './handlers'

/** Signing in and writing to the label against the hosted API double. */

const stubs = [
  { path: '/admin/*', element: <h1>Admin area</h1> },
  { path: '/', element: <h1>Public home</h1> },
]
const renderLogin = () =>
  renderWithProviders(<AuthScreen />, { route: '/login', path: '/login', routes: stubs })

describe('hosted API: sign in', () => {
  it('signs a listener in and keeps no more of the user than the SPA needs', async () => {
    const { store } = serveHostedApi()
    const { user, router } = renderLogin()
    await user.type(screen.getByLabelText('Email'), 'ange@example.com')
    await user.type(screen.getByLabelText('Password'), 'listener-pass')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('token')).toBe('hosted.jwt')
    // The hosted reply carries the plain password (its defect): it is never stored.
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      _id: store.users[1]!._id,
      name: 'Ange Uwase',
      username: 'Ange Uwase',
      email: 'ange@example.com',
      userType: 'user',
    })
    expect(localStorage.getItem('user')).not.toContain('listener-pass')
  })

  it('sends an admin to /admin and explains a wrong password (401)', async () => {
    serveHostedApi()
    const { user, router } = renderLogin()
    await user.type(screen.getByLabelText('Email'), 'grace@inganzo.rw')
    await user.type(screen.getByLabelText('Password'), 'not-the-password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please try again.',
    )
    expect(localStorage.getItem('token')).toBeNull()

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'label-admin-1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
  })
})

describe('hosted API: contact', () => {
  it('sends a message with all four fields, which the API then lists', async () => {
    const { store, calls } = serveHostedApi()
    const { user } = renderWithProviders(<ContactForm />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jean Habimana')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jean@example.com')
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+250 788 000 333')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A show in Musanze?')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/contact',
        query: {},
        body: {
          name: 'Jean Habimana',
          email: 'jean@example.com',
          phone: '+250 788 000 333',
          message: 'A show in Musanze?',
        },
      },
    ])
    expect(store.messages.map((message) => message.name)).toContain('Jean Habimana')
  })
})
