import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { apiUrl, renderWithProviders, server, storeSession, testI18n } from '../utils'
import { freezeTime } from './manage-fixtures'

const ANALYTICS = {
  overview: { totalArtists: 8, totalMusic: 10, totalGalleryItems: 14, totalFilmmakers: 6 },
  summary: { totalContent: 38, totalEngagement: 1325, activeUsers: 31 },
  engagement: {
    totalMusicPlays: 1200,
    totalLikes: 125,
    topGalleryItems: [
      { _id: 'g1', title: 'Live at the amphitheatre', likeCount: 29 },
      { _id: 'g2', title: 'Scoring the film', likeCount: 27 },
      { _id: 'g3', title: 'The new console', likeCount: 1 },
    ],
    topMusicTracks: [
      { _id: 't1', title: 'Lake Kivu Sunrise', playCount: 649 },
      { _id: 't2', title: 'Umujyi Wanjye', playCount: 353 },
      { _id: 't3', title: 'Thousand Hills', playCount: 198 },
    ],
  },
  recentActivity: { newUsersLast7Days: 4, newGalleryLast7Days: 2 },
}

const EMPTY_ANALYTICS = {
  overview: { totalArtists: 0, totalMusic: 0, totalGalleryItems: 0, totalFilmmakers: 0 },
  summary: { totalContent: 0, totalEngagement: 0, activeUsers: 1 },
  engagement: { totalMusicPlays: 0, totalLikes: 0, topGalleryItems: [], topMusicTracks: [] },
  recentActivity: { newUsersLast7Days: 0, newGalleryLast7Days: 0 },
}

/** Six months ending June 2025 (the frozen "now"), as our server sends them. */
const MONTHS = [1, 2, 3, 4, 5, 6].map((month) => ({
  month,
  year: 2025,
  artists: month,
  music: month * 2,
  listens: month * 100,
  views: 0,
  newUsers: 0,
  newGallery: 0,
}))

function serve({
  analytics = ANALYTICS,
  monthly = MONTHS,
}: { analytics?: unknown; monthly?: unknown } = {}) {
  const ranges: string[] = []
  server.use(
    http.get(apiUrl('/dashboard/analytics'), () =>
      analytics === 'fail'
        ? HttpResponse.json({ success: false, message: 'down' }, { status: 503 })
        : HttpResponse.json({ success: true, data: analytics }),
    ),
    http.get(apiUrl('/dashboard/monthly-data'), ({ request }) => {
      ranges.push(new URL(request.url).searchParams.get('range') ?? '')
      return monthly === 'fail'
        ? HttpResponse.json({ success: false, message: 'down' }, { status: 500 })
        : HttpResponse.json({ success: true, data: monthly })
    }),
  )
  return { ranges }
}

function renderDashboard() {
  storeSession({ userType: 'admin' })
  return renderWithProviders(<DashboardScreen />)
}

const card = (label: string) => screen.getByRole('group', { name: label })
const region = (name: string) => screen.getByRole('region', { name })
/** The rows of the growth table (the chart's accessible twin): [month, artists, music, listens]. */
const growthRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

beforeAll(() => {
  // jsdom has no ResizeObserver; recharts' ResponsiveContainer keeps its initial size without one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
beforeEach(() => {
  freezeTime()
  // jsdom lays nothing out, so recharts warns that its container has no size; that is expected.
  const warn = console.warn.bind(console)
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return
    warn(...args)
  })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Dashboard', () => {
  it('shows loading, then the summary cards, growth, distribution, activity and top lists', async () => {
    const { ranges } = serve()
    renderDashboard()
    expect(screen.getByRole('status', { name: 'Loading dashboard…' })).toBeInTheDocument()

    expect(await screen.findByRole('group', { name: 'Total Content' })).toHaveTextContent('38')
    expect(card('Total Engagement')).toHaveTextContent('1,325')
    expect(card('Total Engagement')).toHaveTextContent('1,200 plays and 125 likes')
    expect(card('Active Users')).toHaveTextContent('31')

    const growth = region('Monthly Growth')
    await waitFor(() => expect(growthRows()).toHaveLength(6))
    expect(growthRows()[0]).toEqual(['January 2025', '1', '2', '100'])
    expect(growthRows()[5]).toEqual(['June 2025', '6', '12', '600'])
    expect(within(growth).queryByText('Estimate')).not.toBeInTheDocument()
    expect(ranges).toEqual(['6months'])

    const legend = within(region('Content Distribution')).getByRole('list', {
      name: 'Content by type',
    })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Artists821%', 'Music1026%', 'Gallery1437%', 'Filmmakers616%'])

    const activity = region('Recent Activity')
    expect(within(activity).getByText('Last 7 days')).toBeInTheDocument()
    expect(within(activity).getByText('New users').parentElement).toHaveTextContent('4')
    expect(within(activity).getByText('New gallery items').parentElement).toHaveTextContent('2')

    // Ranked lists, best first (the rank badge is decorative: the <ol> already numbers them).
    const gallery = within(region('Top Gallery Items')).getAllByRole('listitem')
    expect(gallery.map((item) => item.textContent)).toEqual([
      '1Live at the amphitheatre29 likes',
      '2Scoring the film27 likes',
      '3The new console1 like',
    ])
    expect(within(gallery[0]!).getByRole('link')).toHaveAttribute('href', '/gallery/g1')
    const tracks = within(region('Top Music Tracks')).getAllByRole('listitem')
    expect(tracks.map((item) => item.textContent)).toEqual([
      '1Lake Kivu Sunrise649 plays',
      '2Umujyi Wanjye353 plays',
      '3Thousand Hills198 plays',
    ])
  })

  it('hides the growth table by clipping a wrapper, so its caption cannot show under the chart', async () => {
    serve()
    renderDashboard()
    const table = await within(
      await screen.findByRole('region', { name: 'Monthly Growth' }),
    ).findByRole('table', { name: 'Monthly Growth' })
    // A caption is laid out outside its table's box: with sr-only on the <table> itself,
    // Firefox showed "Monthly Growth" below the chart.
    expect(table).not.toHaveClass('sr-only')
    expect(table.parentElement).toHaveClass('sr-only')
  })

  it('asks the server for 12 months and for all time with the range toggle', async () => {
    const { ranges } = serve()
    const { user } = renderDashboard()
    await screen.findByRole('group', { name: 'Total Content' })
    expect(screen.getByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: '12M' }))
    expect(screen.getByRole('button', { name: '12M' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('button', { name: 'All' }))
    await waitFor(() => expect(ranges).toEqual(['6months', '12months', 'all']))
  })

  it('names the months in the reader’s language', async () => {
    serve()
    const { i18n } = renderDashboard()
    await waitFor(() => expect(growthRows()).toHaveLength(6))
    await i18n.changeLanguage('fr')
    await waitFor(() => expect(growthRows()[5]?.[0]).toBe('juin 2025'))
    expect(screen.getByRole('region', { name: 'Croissance mensuelle' })).toBeInTheDocument()
  })

  it('shows "Error: Failed to fetch analytics data" with Retry, which loads it again', async () => {
    let analytics: unknown = 'fail'
    server.use(
      http.get(apiUrl('/dashboard/analytics'), () =>
        analytics === 'fail'
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ success: true, data: analytics }),
      ),
      http.get(apiUrl('/dashboard/monthly-data'), () =>
        HttpResponse.json({ success: true, data: MONTHS }),
      ),
    )
    const { user } = renderDashboard()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error: Failed to fetch analytics data')
    analytics = ANALYTICS
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('group', { name: 'Total Content' })).toHaveTextContent('38')
  })

  it('when only monthly data fails: its error with Retry, and a labelled estimate spread from the totals', async () => {
    serve({ monthly: 'fail' })
    const { user } = renderDashboard()
    const growth = await screen.findByRole('region', { name: 'Monthly Growth' })
    const alert = await within(growth).findByRole('alert')
    expect(alert).toHaveTextContent('Error: Failed to fetch monthly data')
    expect(within(growth).getByText('Estimate')).toBeInTheDocument()
    expect(
      within(growth).getByText(/^Estimate: the monthly figures could not be loaded/),
    ).toBeInTheDocument()
    expect(within(growth).getByText('Artists (estimate)')).toBeInTheDocument()
    expect(
      within(growth).getByRole('table', { name: /estimated from the totals/ }),
    ).toBeInTheDocument()

    // Deterministic: 8 artists, 10 tracks and 1,200 plays spread evenly over the six months up to
    // June 2025, the remainder going to the latest months. Every render gives the same numbers.
    expect(growthRows()).toEqual([
      ['January 2025', '1', '1', '200'],
      ['February 2025', '1', '1', '200'],
      ['March 2025', '1', '2', '200'],
      ['April 2025', '1', '2', '200'],
      ['May 2025', '2', '2', '200'],
      ['June 2025', '2', '2', '200'],
    ])

    // The other panels still show what is known.
    expect(card('Total Content')).toHaveTextContent('38')

    serve()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(growth).queryByText('Estimate')).not.toBeInTheDocument())
    expect(growthRows()[5]).toEqual(['June 2025', '6', '12', '600'])
  })

  it('spreads the estimate over 12 months for 12M', async () => {
    serve({ monthly: 'fail' })
    const { user } = renderDashboard()
    await screen.findByText('Error: Failed to fetch monthly data')
    await user.click(screen.getByRole('button', { name: '12M' }))
    await waitFor(() => expect(growthRows()).toHaveLength(12))
    expect(growthRows()[0]?.[0]).toBe('July 2024')
    expect(
      growthRows()
        .map((row) => Number(row[3]))
        .reduce((sum, n) => sum + n, 0),
    ).toBe(1200)
  })

  it('reads the totals again each time it is opened, so changes made meanwhile show', async () => {
    serve()
    storeSession({ userType: 'admin' })
    // The app's own query client (lists stay fresh for 30 s); Date is frozen, so no time passes.
    const router = createMemoryRouter(
      [
        { path: '/admin', element: <DashboardScreen /> },
        { path: '/admin/artists/manage', element: <h1>Manage Artists</h1> },
      ],
      { initialEntries: ['/admin'] },
    )
    render(
      <AppProviders i18n={testI18n} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
    expect(await screen.findByRole('group', { name: 'Total Content' })).toHaveTextContent('38')

    // The admin deletes an artist and a listener is deactivated, then the dashboard is opened again.
    await act(() => router.navigate('/admin/artists/manage'))
    serve({
      analytics: {
        ...ANALYTICS,
        overview: { ...ANALYTICS.overview, totalArtists: 7 },
        summary: { ...ANALYTICS.summary, totalContent: 37, activeUsers: 30 },
      },
    })
    await act(() => router.navigate('/admin'))
    await waitFor(() => expect(card('Total Content')).toHaveTextContent('37'))
    expect(card('Active Users')).toHaveTextContent('30')
  })

  it('ranks the top lists itself and keeps three, whatever order and length the API sends', async () => {
    serve({
      analytics: {
        ...ANALYTICS,
        engagement: {
          ...ANALYTICS.engagement,
          topGalleryItems: [
            { _id: 'g3', title: 'The new console', likeCount: 1 },
            { _id: 'g1', title: 'Live at the amphitheatre', likeCount: 29 },
            { _id: 'g4', title: 'Rehearsal', likeCount: 12 },
            { _id: 'g2', title: 'Scoring the film', likeCount: 27 },
          ],
          topMusicTracks: [
            { _id: 't3', title: 'Thousand Hills', playCount: 198 },
            { _id: 't4', title: 'Intro', playCount: 2 },
            { _id: 't1', title: 'Lake Kivu Sunrise', playCount: 649 },
            { _id: 't2', title: 'Umujyi Wanjye', playCount: 353 },
          ],
        },
      },
    })
    renderDashboard()
    const gallery = await screen.findByRole('region', { name: 'Top Gallery Items' })
    expect(
      within(gallery)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Live at the amphitheatre', 'Scoring the film', 'Rehearsal'])
    expect(
      within(region('Top Music Tracks'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Lake Kivu Sunrise649 plays',
      '2Umujyi Wanjye353 plays',
      '3Thousand Hills198 plays',
    ])
  })

  it('shows "No data" in the distribution and the top lists when there is no content', async () => {
    serve({ analytics: EMPTY_ANALYTICS, monthly: [] })
    renderDashboard()
    const distribution = await screen.findByRole('region', { name: 'Content Distribution' })
    expect(within(distribution).getByText('No data')).toBeInTheDocument()
    expect(within(distribution).queryByRole('img')).not.toBeInTheDocument()
    expect(within(region('Top Gallery Items')).getByText('No data')).toBeInTheDocument()
    expect(within(region('Top Music Tracks')).getByText('No data')).toBeInTheDocument()
    // Each says what would fill it and links to the form that does.
    expect(within(distribution).getByRole('link', { name: 'Add an artist' })).toHaveAttribute(
      'href',
      '/admin/artists/create',
    )
    expect(
      within(region('Top Gallery Items')).getByRole('link', { name: 'Add a gallery item' }),
    ).toHaveAttribute('href', '/admin/gallery/create')
    expect(
      within(region('Top Music Tracks')).getByText('Upload tracks: the most played show here.'),
    ).toBeInTheDocument()
    expect(
      within(region('Top Music Tracks')).getByRole('link', { name: 'Upload a track' }),
    ).toHaveAttribute('href', '/admin/music/upload')
  })
})
