import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { answerLists } from './home/home-api'
import { LAZY_PAGE, renderApp } from './utils'

/** The calls to join lead to the create-account form, not to "Welcome back". */
describe('Join links', () => {
  it.each([
    ['/', 'Join the Studio'],
    ['/abouts', 'Get Started'],
    ['/abouts', 'Join Our Community'],
  ])('%s: "%s" opens the create-account screen', async (route, name) => {
    answerLists()
    const { user, router } = renderApp(route)
    await user.click(await screen.findByRole('link', { name }, LAZY_PAGE))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('/login alone still opens on sign-in', async () => {
    renderApp('/login')
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome back/ }, LAZY_PAGE),
    ).toBeInTheDocument()
  })
})
