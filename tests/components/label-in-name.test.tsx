import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { Outlet } from 'react-router-dom'
import AdminLayout from '@/app/layouts/admin-layout'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { labelInNameProblems } from './label-in-name'
import { openMusic, playerBar, setUpPlayerTests } from './music/player-harness'
import { inzozi, playButton } from './music/music-fixtures'
import { http, HttpResponse } from 'msw'
import { apiUrl, server } from './msw'
import { LAZY_PAGE, renderWithProviders, storeSession } from './utils'

/**
 * WCAG 2.5.3 (label in name): a speech-input user says what a control shows ("click EN"), so the
 * name of every control contains its visible text.
 */
describe('Label in name', () => {
  setUpPlayerTests()

  it('the header and the footer: every control is named with the text it shows', async () => {
    const { user } = renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
    )
    expect(labelInNameProblems()).toEqual([])
    // The language button shows "EN": its name starts with it, and says what it is for.
    const language = screen.getByRole('button', { name: 'EN (language: English)' })
    await user.click(language)
    expect(screen.getByRole('button', { name: 'Français' })).toBeInTheDocument()
    expect(labelInNameProblems()).toEqual([])
  })

  it('the music page with its player bar', async () => {
    await openMusic()
    fireEvent.click(playButton(inzozi))
    await screen.findByRole('region', { name: 'Player' }, LAZY_PAGE)
    expect(within(await playerBar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    expect(labelInNameProblems()).toEqual([])
  })

  it('the admin layout and its sidebar', async () => {
    storeSession({ userType: 'admin' })
    // The sidebar counts the unread messages.
    server.use(http.get(apiUrl('/contact'), () => HttpResponse.json([])))
    renderWithProviders(<Outlet />, {
      route: '/admin',
      path: '/',
      routes: [{ path: '/admin', element: <AdminLayout />, children: [{ index: true }] }],
    })
    expect(await screen.findByRole('navigation', { name: /admin/i })).toBeInTheDocument()
    expect(labelInNameProblems()).toEqual([])
  })
})
