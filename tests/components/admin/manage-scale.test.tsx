import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { artistPages } from '@/api/artists'
import { musicPages } from '@/api/music'
import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { artistsManageConfig } from '@/features/admin/manage/configs/artists'
import { musicManageConfig } from '@/features/admin/manage/configs/music'
import { renderWithProviders, storeSession } from '../utils'
import { NOW, artist, freezeTime } from './manage-fixtures'
import { serveDeletes, servePages } from './serve-pages'

/** 30 artists, "Artist 01" the oldest and "Artist 30" the newest, one hour apart. */
const THIRTY = Array.from({ length: 30 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0')
  return artist(
    `a${number}`,
    `Artist ${number}`,
    new Date(NOW.getTime() - (30 - index) * 3.6e6).toISOString(),
  )
})

const shownNames = () =>
  screen
    .queryAllByRole('button', { name: /^Edit / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Edit /, ''))

function renderArtists(route = '/admin/artists/manage') {
  storeSession({ userType: 'admin' })
  return renderWithProviders(<ManageScreen config={artistsManageConfig} />, { route })
}

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search))

beforeEach(freezeTime)
afterEach(() => {
  vi.useRealTimers()
})

describe('Manage screen at scale: pages, order, search and filters in the address', () => {
  it('shows 25 rows of 30, the total and a pager; Next reads page 2', async () => {
    const served = servePages('/artist', artistPages, THIRTY)
    const { user, router } = renderArtists()
    await waitFor(() => expect(shownNames()).toHaveLength(25))
    expect(shownNames()[0]).toBe('Artist 30')
    expect(screen.getByText('30 artists')).toBeInTheDocument()
    expect(served.lastPage()).toEqual({ page: '1', limit: '25', sort: 'created', order: 'desc' })

    const pager = screen.getByRole('navigation', { name: 'Pages of Artists' })
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument()
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(shownNames()).toEqual([
        'Artist 05',
        'Artist 04',
        'Artist 03',
        'Artist 02',
        'Artist 01',
      ]),
    )
    expect(search(router)).toEqual({ page: '2' })
    expect(served.lastPage()).toMatchObject({ page: '2', limit: '25' })
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('orders by a column header: aria-sort says how, a second press reverses it', async () => {
    const served = servePages('/artist', artistPages, THIRTY)
    const { user, router } = renderArtists('/admin/artists/manage?page=2')
    await waitFor(() => expect(shownNames()).toHaveLength(5))
    const added = screen.getByRole('columnheader', { name: 'Added' })
    expect(added).toHaveAttribute('aria-sort', 'descending')
    const name = screen.getByRole('columnheader', { name: 'Artist' })
    expect(name).toHaveAttribute('aria-sort', 'none')

    await user.click(within(name).getByRole('button', { name: 'Artist' }))
    // A new order starts again at page 1.
    await waitFor(() => expect(shownNames()[0]).toBe('Artist 01'))
    expect(name).toHaveAttribute('aria-sort', 'ascending')
    expect(added).toHaveAttribute('aria-sort', 'none')
    expect(search(router)).toEqual({ sort: 'name' })
    expect(served.lastPage()).toMatchObject({ page: '1', sort: 'name', order: 'asc' })

    await user.click(within(name).getByRole('button', { name: 'Artist' }))
    await waitFor(() => expect(shownNames()[0]).toBe('Artist 30'))
    expect(name).toHaveAttribute('aria-sort', 'descending')
    expect(search(router)).toEqual({ sort: 'name', order: 'desc' })
  })

  it('searches on the server once typing pauses, replacing the history entry', async () => {
    const served = servePages('/artist', artistPages, THIRTY)
    const { user, router } = renderArtists('/admin/artists/manage?page=2')
    await waitFor(() => expect(shownNames()).toHaveLength(5))
    const before = served.pageRequests().length
    await user.type(screen.getByRole('searchbox', { name: 'Search artists by name' }), 'artist 1')
    // Every word is found: "Artist 01", "Artist 10" to "19", "Artist 21".
    await waitFor(() => expect(shownNames()).toHaveLength(12))
    expect(screen.getByText('12 artists')).toBeInTheDocument()
    // One request for the words typed, not one per letter.
    expect(served.pageRequests().slice(before)).toEqual([
      { page: '1', limit: '25', q: 'artist 1', sort: 'created', order: 'desc' },
    ])
    expect(search(router)).toEqual({ q: 'artist 1' })
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('opens on the state in the address, and a page size of 50 goes back to page 1', async () => {
    const served = servePages('/artist', artistPages, THIRTY)
    const { user, router } = renderArtists(
      '/admin/artists/manage?sort=name&order=desc&page=2&date=last7',
    )
    await waitFor(() => expect(shownNames()).toHaveLength(5))
    expect(served.lastPage()).toEqual({
      page: '2',
      limit: '25',
      sort: 'name',
      order: 'desc',
      // The last 7 days of the admin's clock; a rolling window has no end.
      from: new Date(NOW.getTime() - 7 * 24 * 3.6e6).toISOString(),
    })
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveTextContent('Last 7 days')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    await waitFor(() => expect(shownNames()).toHaveLength(30))
    expect(search(router)).toEqual({ sort: 'name', order: 'desc', date: 'last7', limit: '50' })
    expect(screen.queryByRole('navigation', { name: 'Pages of Artists' })).not.toBeInTheDocument()
  })

  it('music: a calendar window goes as from/to in local time, the genre and state filters too', async () => {
    storeSession({ userType: 'admin' })
    const served = servePages('/music', musicPages, [])
    const { user, router } = renderWithProviders(<ManageScreen config={musicManageConfig} />)
    await screen.findByText('No music tracks found')
    await user.click(screen.getByRole('button', { name: /^Filter/ }))
    await user.click(screen.getByRole('radio', { name: 'Last month' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Jazz')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive')
    await waitFor(() =>
      expect(served.lastPage()).toMatchObject({
        includeInactive: 'true',
        genre: 'Jazz',
        active: 'false',
        from: new Date(2025, 4, 1).toISOString(),
        to: new Date(2025, 5, 1).toISOString(),
      }),
    )
    expect(search(router)).toEqual({ date: 'lastMonth', genre: 'Jazz', active: 'false' })
    // This month's card asks for the calendar month, one row.
    expect(served.state.requests).toContainEqual(
      expect.objectContaining({
        limit: '1',
        from: new Date(2025, 5, 1).toISOString(),
        to: new Date(2025, 6, 1).toISOString(),
      }),
    )
  })
})

describe('Manage screen at scale: select and delete in bulk', () => {
  const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` })

  it('deletes the selected rows after one confirmation naming how many, then reloads', async () => {
    const served = servePages('/artist', artistPages, THIRTY)
    const deleted = serveDeletes('/artist', served)
    const { user } = renderArtists()
    await waitFor(() => expect(shownNames()).toHaveLength(25))
    for (const name of ['Artist 30', 'Artist 29', 'Artist 28', 'Artist 27'])
      await user.click(rowBox(name))
    expect(screen.getByText('4 selected')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select every row of this page' })).toHaveProperty(
      'indeterminate',
      true,
    )
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete 4 artists?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('4 artists deleted.')).toBeInTheDocument()
    expect(deleted.sort()).toEqual(['a27', 'a28', 'a29', 'a30'])
    await waitFor(() => expect(shownNames()[0]).toBe('Artist 26'))
    expect(screen.getByText('26 artists')).toBeInTheDocument()
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument()
    // The rows that had the focus are gone: the total takes it.
    expect(screen.getByText('26 artists')).toHaveFocus()
  })

  it('says which failed, by name and why, and stays on a page that still has rows', async () => {
    const served = servePages('/artist', artistPages, THIRTY)
    const deleted = serveDeletes('/artist', served, ['a03'])
    const { user, router } = renderArtists('/admin/artists/manage?page=2')
    await waitFor(() => expect(shownNames()).toHaveLength(5))
    await user.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }))
    expect(screen.getByText('5 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete 5 artists?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    const alert = (await screen.findByText('4 artists deleted; 1 could not be deleted.')).closest(
      '[role="alert"]',
    )
    expect(alert).toHaveTextContent('Not deleted: Artist 03. It is in use.')
    expect(deleted).toHaveLength(4)
    // Artist 03 is left on page 2 with 26 artists: page 2 still exists.
    await waitFor(() => expect(shownNames()).toEqual(['Artist 03']))
    expect(search(router)).toEqual({ page: '2' })
  })

  it('moves back to the page now last when every row of the last page went', async () => {
    const served = servePages('/artist', artistPages, THIRTY)
    serveDeletes('/artist', served)
    const { user, router } = renderArtists('/admin/artists/manage?page=2')
    await waitFor(() => expect(shownNames()).toHaveLength(5))
    await user.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }))
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('5 artists deleted.')).toBeInTheDocument()
    await waitFor(() => expect(shownNames()).toHaveLength(25))
    expect(search(router)).toEqual({})
  })

  it('clears the selection when the page or the search changes', async () => {
    servePages('/artist', artistPages, THIRTY)
    const { user } = renderArtists()
    await waitFor(() => expect(shownNames()).toHaveLength(25))
    await user.click(rowBox('Artist 30'))
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(shownNames()).toHaveLength(5))
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(shownNames()).toHaveLength(25))
    expect(rowBox('Artist 30')).not.toBeChecked()
  })
})
