import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { freezeTime } from '../admin/manage-fixtures'
import { LAZY_PAGE, renderApp, renderWithProviders, storeSession } from '../utils'
import { serveHostedApi } from './handlers'

/** The admin's users list and dashboard against the hosted API (frozen at June 15, 2025). */

const signInAdmin = () =>
  storeSession({ userType: 'admin', _id: '64a000000000000000000001', name: 'Grace Admin' })

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/\d+/)

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
  const warn = console.warn.bind(console)
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return
    warn(...args)
  })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('hosted API: admin', () => {
  it('lists the users, with no isActive (active) and joinedAt read as the join date', async () => {
    serveHostedApi()
    signInAdmin()
    const { user } = renderApp('/admin/users/manage')
    await screen.findByRole('heading', { level: 1, name: 'Individual Users' }, LAZY_PAGE)
    // Both joined this month: the default "Last 30 days" filter finds them by joinedAt.
    await screen.findByRole('button', { name: 'View Ange Uwase' })
    expect(statValue('Total Users')).toHaveTextContent('2')
    expect(statValue('Active Users')).toHaveTextContent('2')
    expect(statValue('This Month')).toHaveTextContent('2')

    await user.click(screen.getByRole('button', { name: 'View Ange Uwase' }))
    const dialog = screen.getByRole('dialog', { name: 'User details' })
    expect(within(dialog).getByText('ang******@example.com')).toBeInTheDocument()
    expect(within(dialog).getByText('June 12, 2025')).toBeInTheDocument()
  })

  it('labels the growth months from "YYYY-MM" rows and fills the months without data', async () => {
    const { calls } = serveHostedApi()
    signInAdmin()
    renderWithProviders(<DashboardScreen />)
    await waitFor(() => expect(growthRows()).toHaveLength(6))
    expect(growthRows()).toEqual([
      ['January 2025', '0', '0', '0'],
      ['February 2025', '1', '3', '40'],
      ['March 2025', '0', '0', '0'],
      ['April 2025', '2', '5', '90'],
      ['May 2025', '0', '0', '0'],
      ['June 2025', '1', '2', '30'],
    ])
    expect(calls.some((call) => call.path === '/dashboard/monthly-data')).toBe(true)
  })
})
