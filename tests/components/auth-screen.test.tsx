import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { User } from '@contract/user'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { apiUrl, renderWithProviders, server } from './utils'

const stubs = [
  { path: '/admin/*', element: <h1>Admin area</h1> },
  { path: '/', element: <h1>Public home</h1> },
]

function renderLogin() {
  return renderWithProviders(<AuthScreen />, { route: '/login', path: '/login', routes: stubs })
}

function account(userType: User['userType']): User {
  return {
    _id: `id-${userType}`,
    username: userType === 'admin' ? 'Grace Admin' : 'Listener Lee',
    email: `${userType}@example.com`,
    userType,
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
  }
}

/** Answers POST /admin/login with `user` and records the bodies it received. */
function acceptLogin(user: User) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/admin/login'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({
        success: true,
        message: 'Login successful',
        token: 'tok-123',
        data: user,
      })
    }),
  )
  return bodies
}

const emailField = () => screen.getByLabelText('Email')
const passwordField = () => screen.getByLabelText('Password')
const signInButton = () => screen.getByRole('button', { name: 'Sign In' })

describe('Sign-in / create-account screen', () => {
  it('starts in sign-in mode with a way home, remember me and the note on who signs in', () => {
    renderLogin()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked()
    expect(emailField()).toHaveAttribute('autocomplete', 'email')
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password')
    expect(
      screen.getByText(/Admins sign in to manage the site; listeners sign in/),
    ).toBeInTheDocument()
    expect(document.title).toBe('Sign In · Inganzo Records')
  })

  it('switches modes, clearing the fields and the error', async () => {
    const { user } = renderLogin()
    await user.type(emailField(), 'someone@example.com')
    await user.click(signInButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields')

    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument()
    expect(await screen.findByLabelText('Name')).toHaveValue('')
    expect(emailField()).toHaveValue('')
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Name'), 'Typed Name')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
    expect(emailField()).toHaveValue('')
  })

  it('asks for every field before calling the server', async () => {
    const { user } = renderLogin()
    await user.click(signInButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields')
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    // No handler is installed: a request would fail the test (onUnhandledRequest: 'error').
  })

  it('rejects an e-mail address that does not look like one', async () => {
    const { user } = renderLogin()
    await user.type(emailField(), 'not-an-email')
    await user.type(passwordField(), 'secret123')
    await user.click(signInButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address')
  })

  it('signs an admin in, stores the session and goes to /admin', async () => {
    const bodies = acceptLogin(account('admin'))
    const { user, router } = renderLogin()
    await user.type(emailField(), 'admin@example.com')
    await user.type(passwordField(), 'correct-horse')
    await user.click(signInButton())

    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
    expect(bodies).toEqual([
      { email: 'admin@example.com', password: 'correct-horse', rememberMe: false },
    ])
    expect(localStorage.getItem('token')).toBe('tok-123')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      _id: 'id-admin',
      name: 'Grace Admin',
      username: 'Grace Admin',
      email: 'admin@example.com',
      userType: 'admin',
    })
  })

  it('sends a listener to the home page', async () => {
    acceptLogin(account('user'))
    const { user, router } = renderLogin()
    await user.type(emailField(), 'user@example.com')
    await user.type(passwordField(), 'correct-horse')
    await user.click(signInButton())
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('sends remember me when it is ticked', async () => {
    const bodies = acceptLogin(account('user'))
    const { user } = renderLogin()
    await user.type(emailField(), 'user@example.com')
    await user.type(passwordField(), 'correct-horse')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(signInButton())
    await screen.findByRole('heading', { name: 'Public home' })
    expect(bodies).toEqual([
      { email: 'user@example.com', password: 'correct-horse', rememberMe: true },
    ])
  })

  it('shows the pending label while signing in', async () => {
    server.use(
      http.post(apiUrl('/admin/login'), async () => {
        await delay(100)
        return HttpResponse.json({
          success: true,
          message: 'ok',
          token: 't',
          data: account('user'),
        })
      }),
    )
    const { user } = renderLogin()
    await user.type(emailField(), 'user@example.com')
    await user.type(passwordField(), 'correct-horse')
    await user.click(signInButton())
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled()
    await screen.findByRole('heading', { name: 'Public home' })
  })

  it.each([
    [401, 'Invalid credentials. Please try again.'],
    [403, 'This account has been deactivated.'],
    [429, 'Too many attempts. Please wait a few minutes and try again.'],
  ])('explains a %i from the server', async (status, message) => {
    server.use(
      http.post(apiUrl('/admin/login'), () =>
        HttpResponse.json({ success: false, message: 'nope' }, { status }),
      ),
    )
    const { user, router } = renderLogin()
    await user.type(emailField(), 'user@example.com')
    await user.type(passwordField(), 'wrong-password')
    await user.click(signInButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('token')).toBeNull()
    expect(signInButton()).toBeEnabled()
  })

  it('registers a listener and returns to sign-in mode with a success note', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(apiUrl('/admin/create'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          { success: true, message: 'Created', data: account('user') },
          { status: 201 },
        )
      }),
    )
    const { user } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await user.type(await screen.findByLabelText('Name'), 'New Listener')
    await user.type(emailField(), 'new@example.com')
    await user.type(passwordField(), 'long-enough')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account has been created. You can sign in now.',
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    // The new address is filled in: only the password is left to type.
    expect(emailField()).toHaveValue('new@example.com')
    expect(passwordField()).toHaveValue('')
    expect(bodies).toEqual([
      { username: 'New Listener', email: 'new@example.com', password: 'long-enough' },
    ])
  })

  it('says so when the e-mail is already registered, and when registration fails', async () => {
    let status = 409
    server.use(
      http.post(apiUrl('/admin/create'), () =>
        HttpResponse.json({ success: false, message: 'x' }, { status }),
      ),
    )
    const { user } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await user.type(await screen.findByLabelText('Name'), 'New Listener')
    await user.type(emailField(), 'taken@example.com')
    await user.type(passwordField(), 'long-enough')
    const submit = screen.getByRole('button', { name: 'Create Account' })
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.')

    status = 500
    await user.click(submit)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.'),
    )
  })

  it('checks the password length before registering', async () => {
    const { user } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await user.type(await screen.findByLabelText('Name'), 'New Listener')
    // The rule is there before the first attempt, on screen and as the field's description.
    expect(screen.getByText('At least 8 characters.')).toBeVisible()
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters.')
    await user.type(emailField(), 'new@example.com')
    await user.type(passwordField(), 'short')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters',
    )
    expect(passwordField()).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters',
    )
  })

  it('shows messages in the chosen language', async () => {
    const { user, i18n } = renderLogin()
    await i18n.changeLanguage('fr')
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs')
  })
})
