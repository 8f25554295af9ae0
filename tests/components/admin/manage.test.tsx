import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { artistsManageConfig } from '@/features/admin/manage/configs/artists'
import { filmmakersManageConfig } from '@/features/admin/manage/configs/filmmakers'
import { galleryManageConfig } from '@/features/admin/manage/configs/gallery'
import { musicManageConfig } from '@/features/admin/manage/configs/music'
import { producersManageConfig } from '@/features/admin/manage/configs/producers'
import { artistPages } from '@/api/artists'
import { filmmakerPages } from '@/api/filmmakers'
import { musicPages } from '@/api/music'
import { apiUrl, renderWithProviders, server, storeSession } from '../utils'
import { servePages } from './serve-pages'
import { ARTISTS, DATES, artist, filmmaker, freezeTime, gate } from './manage-fixtures'

type Artist = (typeof ARTISTS)[number]

/** Serves GET /artist in pages, as the server does, from a list the test can change. */
const serveArtists = (initial: Artist[] = ARTISTS) => servePages('/artist', artistPages, initial)

function renderArtists() {
  storeSession({ userType: 'admin' })
  return renderWithProviders(<ManageScreen config={artistsManageConfig} />)
}

/** The names of the rows on screen, read from their Edit buttons. */
const shownNames = () =>
  screen
    .queryAllByRole('button', { name: /^Edit / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Edit /, ''))

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/\d+/)

async function chooseFilter(user: ReturnType<typeof renderArtists>['user'], option: string) {
  await user.click(screen.getByRole('button', { name: /^Filter/ }))
  await user.click(screen.getByRole('radio', { name: option }))
}

beforeEach(freezeTime)
afterEach(() => {
  vi.useRealTimers()
})

describe('Manage screen: list, stats, search and filters', () => {
  it('opens on "All": every artist is listed under the three stat cards', async () => {
    serveArtists()
    renderArtists()
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Artists' })).toBeInTheDocument()
    expect(screen.getByText('Loading artists…')).toBeInTheDocument()

    // Decision 006: nothing is out of reach on arrival, not even a record from years ago.
    await waitFor(() =>
      expect(shownNames()).toEqual(['Amani', 'Bella', 'Cedric', 'Diane', 'Eric', 'Fiona']),
    )
    // docs/product.md §16, departure 5: Total counts all, This month the current month, Active all
    // artists (they have no inactive state).
    expect(statValue('Total')).toHaveTextContent('6')
    expect(statValue('This month')).toHaveTextContent('2')
    expect(statValue('Active')).toHaveTextContent('6')
    expect(screen.getByText('6 artists')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveTextContent('All')
    expect(document.title).toMatch(/^Manage Artists/)
  })

  it.each([
    ['Last day', ['Amani']],
    ['Last 7 days', ['Amani', 'Bella']],
    ['Last 30 days', ['Amani', 'Bella', 'Cedric']],
    ['Last month', ['Cedric', 'Diane']],
    ['Last year', ['Eric']],
  ])('filters by "%s"', async (option, expected) => {
    serveArtists()
    const { user } = renderArtists()
    await waitFor(() => expect(shownNames()).toHaveLength(6))
    await chooseFilter(user, option)
    // The window goes to the server as from/to; the rows are what it answers.
    await waitFor(() => expect(shownNames()).toEqual(expected))
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveTextContent(option)
    expect(
      screen.getByText(`${expected.length} artist${expected.length === 1 ? '' : 's'}`),
    ).toBeInTheDocument()
    // The panel closes once an option is picked.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  it.each([
    ['artists', artistsManageConfig, '/artist', [artist('a1', 'Amani', DATES.longAgo)], 'Amani'],
    [
      'filmmakers',
      filmmakersManageConfig,
      '/filmmaker',
      [filmmaker('f1', 'Keza', 'Editor', DATES.longAgo)],
      'Keza',
    ],
  ] as const)(
    '%s: "All" comes first and is chosen, the date windows follow',
    async (_entity, config, list, body, name) => {
      storeSession({ userType: 'admin' })
      server.use(http.get(apiUrl(list), () => HttpResponse.json(body)))
      const { user } = renderWithProviders(
        <ManageScreen config={config as typeof artistsManageConfig} />,
      )
      expect(await screen.findByRole('button', { name: `Edit ${name}` })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: /^Filter/ }))
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
        'all',
        'lastDay',
        'last7',
        'last30',
        'lastMonth',
        'lastYear',
      ])
      expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    },
  )

  it('searches every record of the chosen window, case-insensitively', async () => {
    serveArtists()
    const { user } = renderArtists()
    await waitFor(() => expect(shownNames()).toHaveLength(6))
    const search = screen.getByRole('searchbox', { name: 'Search artists by name' })
    await user.type(search, 'BEL')
    await waitFor(() => expect(shownNames()).toEqual(['Bella']))

    // Fiona was added years ago: "All" still finds her.
    await user.clear(search)
    await user.type(search, 'fiona')
    await waitFor(() => expect(shownNames()).toEqual(['Fiona']))

    // A date window narrows the search; the empty state says how to widen it.
    await chooseFilter(user, 'Last 30 days')
    expect(await screen.findByText('No artists found')).toBeInTheDocument()
    expect(screen.getByText('Try another search or date filter.')).toBeInTheDocument()

    // "Show all" clears the search and the window in one go.
    await user.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(shownNames()).toHaveLength(6))
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveTextContent('All')
  })

  it('filmmakers: filters by specialization, named in the reader’s language', async () => {
    storeSession({ userType: 'admin' })
    const served = servePages('/filmmaker', filmmakerPages, [
      filmmaker('f1', 'Keza', 'Editor', DATES.today),
      filmmaker('f2', 'Mugisha', 'Director', DATES.fiveDaysAgo, false),
      filmmaker('f3', 'Teta', 'Editor', DATES.longAgo),
    ])
    const { user, i18n } = renderWithProviders(<ManageScreen config={filmmakersManageConfig} />)
    await waitFor(() => expect(shownNames()).toEqual(['Keza', 'Mugisha', 'Teta']))
    // The API cannot count filmmakers by state: no Active card rather than a wrong one.
    expect(screen.queryByRole('group', { name: 'Active' })).not.toBeInTheDocument()
    expect(screen.getByText('Inactive')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specialization' }), 'Editor')
    await waitFor(() => expect(shownNames()).toEqual(['Keza', 'Teta']))
    expect(served.lastPage()).toMatchObject({ specialization: 'Editor', page: '1' })

    await i18n.changeLanguage('fr')
    const select = await screen.findByRole('combobox', { name: 'Spécialité' })
    expect(within(select).getByRole('option', { name: 'Réalisateur' })).toHaveValue('Director')
  })
})

describe('Manage screen: music', () => {
  it('asks for inactive tracks too, and counts only active ones as Active', async () => {
    storeSession({ userType: 'admin', _id: 'admin-1' })
    const track = (id: string, title: string, isActive: boolean) => ({
      _id: id,
      title,
      artist: 'Kivu Band',
      album: '',
      genre: 'Pop',
      releaseDate: null,
      duration: 200,
      coverImageUrl: '',
      audioUrl: `/media/${id}.mp3`,
      youtubeLink: '',
      tags: [],
      isActive,
      playCount: 1500,
      userPlays: 0,
      createdAt: DATES.today,
    })
    const served = servePages('/music', musicPages, [
      track('t1', 'Sunrise', true),
      track('t2', 'Hidden', false),
    ])
    renderWithProviders(<ManageScreen config={musicManageConfig} />)
    await waitFor(() => expect(shownNames()).toEqual(['Sunrise', 'Hidden']))
    // Every read asks for inactive tracks too; Active is the total of the active ones.
    expect(served.state.requests.every((params) => params.includeInactive === 'true')).toBe(true)
    expect(served.state.requests).toContainEqual(
      expect.objectContaining({ active: 'true', limit: '1' }),
    )
    expect(statValue('Total')).toHaveTextContent('2')
    expect(statValue('Active')).toHaveTextContent('1')
    expect(screen.getAllByText('1.5K')).toHaveLength(2)
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Music' })).toBeInTheDocument()
  })
})

describe('Manage screen: states', () => {
  it('shows the load error, and Try again reloads', async () => {
    let fail = true
    server.use(
      http.get(apiUrl('/artist'), () =>
        fail
          ? HttpResponse.json({ success: false, message: 'down' }, { status: 503 })
          : HttpResponse.json(ARTISTS),
      ),
    )
    const { user } = renderArtists()
    expect(await screen.findByText('Failed to load artists.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(shownNames()).toHaveLength(6))
  })

  it('shows the empty state when there are no artists', async () => {
    serveArtists([])
    renderArtists()
    expect(await screen.findByText('No artists found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(statValue('Total')).toHaveTextContent('0')
    // It says what to do, and links to the form that does it.
    expect(
      screen.getByText('No artists yet: the artists you add appear here and on the Artists page.'),
    ).toBeInTheDocument()
    for (const link of screen.getAllByRole('link', { name: 'Add an artist' }))
      expect(link).toHaveAttribute('href', '/admin/artists/create')
  })

  it.each([
    ['gallery', galleryManageConfig, 'Add a gallery item', '/admin/gallery/create'],
    ['music', musicManageConfig, 'Upload a track', '/admin/music/upload'],
    ['producers', producersManageConfig, 'Add a producer', '/admin/producer/create'],
    ['filmmakers', filmmakersManageConfig, 'Add a filmmaker', '/admin/filmmaker/create'],
  ] as const)('%s: the header links to the create form', async (_, config, name, href) => {
    storeSession({ userType: 'admin' })
    server.use(
      http.get(apiUrl('/gallery'), () => HttpResponse.json([])),
      http.get(apiUrl('/music'), () => HttpResponse.json({ success: true, data: { docs: [] } })),
      http.get(apiUrl('/producer'), () => HttpResponse.json({ success: true, data: [] })),
      http.get(apiUrl('/filmmaker'), () => HttpResponse.json([])),
    )
    renderWithProviders(<ManageScreen config={config as unknown as typeof artistsManageConfig} />)
    const links = await screen.findAllByRole('link', { name })
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toHaveAttribute('href', href)
  })
})

/** One valid record of each entity, as its list endpoint sends it, and its load-failure message. */
const ENTITY_CASES = [
  {
    entity: 'artists',
    imageLabel: 'Image',
    imageKey: 'imageUrl',
    deleteTitle: 'Delete Amani?',
    deleteMessage: 'Are you sure you want to delete this artist? This action cannot be undone.',
    config: artistsManageConfig,
    list: '/artist',
    body: [artist('a1', 'Amani', DATES.today)],
    name: 'Amani',
    editTitle: 'Edit Artist',
    update: 'Update',
    loadError: 'Failed to load artists.',
    updated: 'Artist updated successfully.',
  },
  {
    entity: 'gallery',
    imageLabel: 'Image',
    imageKey: 'image',
    deleteTitle: 'Delete Live at the amphitheatre?',
    deleteMessage:
      'Are you sure you want to delete this gallery item? This action cannot be undone.',
    config: galleryManageConfig,
    list: '/gallery',
    body: [
      {
        _id: 'g1',
        title: 'Live at the amphitheatre',
        description: 'The band on stage.',
        image: '',
        category: 'Live',
        likeCount: 3,
        createdAt: DATES.today,
      },
    ],
    name: 'Live at the amphitheatre',
    editTitle: 'Edit Gallery Item',
    update: 'Update',
    loadError: 'Failed to load galleries.',
    updated: 'Gallery updated successfully.',
  },
  {
    entity: 'music',
    imageLabel: 'Cover image',
    imageKey: 'coverImageUrl',
    deleteTitle: 'Delete Sunrise?',
    deleteMessage:
      'Are you sure you want to delete this music track? This action cannot be undone.',
    config: musicManageConfig,
    list: '/music',
    body: {
      success: true,
      data: {
        docs: [
          {
            _id: 't1',
            title: 'Sunrise',
            artist: 'Kivu Band',
            album: '',
            genre: 'Pop',
            releaseDate: null,
            duration: 200,
            coverImageUrl: '',
            audioUrl: '/media/t1.mp3',
            youtubeLink: '',
            tags: [],
            isActive: true,
            playCount: 0,
            createdAt: DATES.today,
          },
        ],
      },
    },
    name: 'Sunrise',
    editTitle: 'Edit Music Track',
    update: 'Update',
    loadError: 'Failed to load music tracks.',
    updated: 'Music track updated successfully.',
  },
  {
    entity: 'producers',
    // The edit modal shows the create wizard's first two steps, with their labels.
    imageLabel: 'Profile image',
    imageKey: 'image',
    deleteTitle: 'Delete Gaga?',
    deleteMessage: 'Are you sure you want to delete this producer? This action cannot be undone.',
    config: producersManageConfig,
    list: '/producer',
    body: {
      success: true,
      data: [
        {
          _id: 'p1',
          name: 'Gaga',
          level: 'Senior',
          bio: 'A producer from Kigali who mixes and masters records for the label every week.',
          contactEmail: 'gaga@example.com',
          yearsExperience: 9,
          image: '',
          genres: ['Pop'],
          skills: ['Mixing'],
          credits: [],
          socialMedia: {},
          createdAt: DATES.today,
        },
      ],
    },
    name: 'Gaga',
    editTitle: 'Edit Producer',
    update: 'Update',
    loadError: 'Failed to load producers.',
    updated: 'Producer updated successfully.',
  },
  {
    entity: 'filmmakers',
    imageLabel: 'Image',
    imageKey: 'image',
    deleteTitle: 'Delete Keza?',
    deleteMessage: 'Are you sure you want to delete this filmmaker? This action cannot be undone.',
    config: filmmakersManageConfig,
    list: '/filmmaker',
    body: [filmmaker('f1', 'Keza', 'Editor', DATES.today)],
    name: 'Keza',
    editTitle: 'Edit Filmmaker',
    update: 'Update Filmmaker',
    loadError: 'Failed to load filmmakers.',
    updated: 'Filmmaker updated successfully.',
  },
] as const

describe('Manage screen: the success and failure messages of each entity', () => {
  it.each(ENTITY_CASES)('$entity: $loadError', async ({ config, list, loadError }) => {
    storeSession({ userType: 'admin' })
    server.use(
      http.get(apiUrl(list), () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 503 }),
      ),
    )
    // The generic screen takes any entity's config; each pairs its own record type.
    renderWithProviders(<ManageScreen config={config as typeof artistsManageConfig} />)
    expect(await screen.findByText(loadError)).toBeInTheDocument()
  })

  it.each(ENTITY_CASES)(
    '$entity: $editTitle, then $updated and a reload',
    async ({ config, list, body, name, editTitle, update, updated }) => {
      storeSession({ userType: 'admin' })
      let gets = 0
      const puts: string[] = []
      server.use(
        http.get(apiUrl(list), ({ request }) => {
          // The table's page only, not the stat cards' one-row totals.
          if (new URL(request.url).searchParams.get('limit') !== '1') gets += 1
          return HttpResponse.json(body)
        }),
        http.put(apiUrl(`${list}/:id`), ({ params }) => {
          puts.push(String(params.id))
          return HttpResponse.json({ success: true, message: 'ok' })
        }),
      )
      const { user } = renderWithProviders(
        <ManageScreen config={config as typeof artistsManageConfig} />,
      )
      await user.click(await screen.findByRole('button', { name: `Edit ${name}` }))
      const dialog = screen.getByRole('dialog', { name: editTitle })
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
      await user.click(within(dialog).getByRole('button', { name: update }))

      expect(await screen.findByText(updated)).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(puts).toHaveLength(1)
      await waitFor(() => expect(gets).toBe(2))
    },
  )
})

describe('Manage screen: a new picture chosen in the edit modal is uploaded (deviation 3)', () => {
  it.each(ENTITY_CASES)(
    '$entity: $imageLabel goes as $imageKey',
    async ({ config, list, body, name, editTitle, update, updated, imageLabel, imageKey }) => {
      storeSession({ userType: 'admin' })
      let sent: Record<string, unknown> = {}
      server.use(
        http.get(apiUrl(list), () => HttpResponse.json(body)),
        http.put(apiUrl(`${list}/:id`), async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>
          return HttpResponse.json({ success: true, message: 'ok' })
        }),
      )
      const { user } = renderWithProviders(
        <ManageScreen config={config as typeof artistsManageConfig} />,
      )
      await user.click(await screen.findByRole('button', { name: `Edit ${name}` }))
      const dialog = screen.getByRole('dialog', { name: editTitle })
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' })
      await user.upload(within(dialog).getByLabelText(imageLabel), file)
      expect(await within(dialog).findByText('New file: new.png')).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: update }))
      await screen.findByText(updated)
      expect(sent[imageKey]).toMatch(/^data:image\/png;base64,/)
    },
  )
})

describe('Manage screen: the delete dialog of each entity', () => {
  it.each(ENTITY_CASES)(
    '$entity: $deleteTitle',
    async ({ config, list, body, name, deleteTitle, deleteMessage }) => {
      storeSession({ userType: 'admin' })
      server.use(http.get(apiUrl(list), () => HttpResponse.json(body)))
      const { user } = renderWithProviders(
        <ManageScreen config={config as typeof artistsManageConfig} />,
      )
      await user.click(await screen.findByRole('button', { name: `Delete ${name}` }))
      const confirm = screen.getByRole('alertdialog', { name: deleteTitle })
      expect(confirm).toHaveAccessibleDescription(deleteMessage)
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    },
  )
})

describe('Manage screen: edit', () => {
  it('saves the edited artist, says so, and reloads the list', async () => {
    const state = serveArtists()
    let sent: unknown
    server.use(
      http.put(apiUrl('/artist/:id'), async ({ request, params }) => {
        sent = await request.json()
        state.state.items = state.state.items.map((item) =>
          (item as Artist)._id === params.id ? { ...item, ...(sent as Partial<Artist>) } : item,
        )
        return HttpResponse.json({ success: true, message: 'Artist updated' })
      }),
    )
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Edit Amani' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Artist' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    expect(name).toHaveValue('Amani')
    await user.clear(name)
    await user.type(name, 'Amani Keza')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    expect(await screen.findByText('Artist updated successfully.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The whole edited artist goes to the server; no new image was chosen, so none is sent.
    expect(sent).toMatchObject({ name: 'Amani Keza', bio: 'Amani makes music in Kigali.', age: 25 })
    expect(sent).not.toHaveProperty('imageUrl')
    await waitFor(() => expect(shownNames()).toContain('Amani Keza'))
    expect(state.pageRequests()).toHaveLength(2)
  })

  it('keeps the modal open with "Update failed." and the server message when saving fails', async () => {
    serveArtists()
    server.use(
      http.put(apiUrl('/artist/:id'), () =>
        HttpResponse.json(
          { success: false, message: 'The database is not answering.' },
          { status: 503 },
        ),
      ),
    )
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Edit Bella' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Artist' })
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))

    // The file pickers keep an empty alert ready for a refused file: find the one that spoke.
    const alert = (await within(dialog).findByText('Update failed.')).closest('[role="alert"]')
    expect(alert).toHaveTextContent('Update failed.')
    expect(alert).toHaveTextContent('The database is not answering.')
    expect(screen.getByRole('dialog', { name: 'Edit Artist' })).toBeInTheDocument()
    expect(screen.queryByText('Artist updated successfully.')).not.toBeInTheDocument()
  })

  it('shows the rule broken instead of sending an invalid artist', async () => {
    serveArtists()
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Edit Bella' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Artist' })
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }))
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
  })

  it('asks before throwing away unsaved changes, and closes at once when there are none', async () => {
    serveArtists()
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Edit Amani' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit Amani' }))
    await user.type(screen.getByRole('textbox', { name: 'Management' }), ' Ltd')
    await user.keyboard('{Escape}')
    const confirm = screen.getByRole('alertdialog', { name: 'Discard changes?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByRole('textbox', { name: 'Management' })).toHaveValue('Amani Management Ltd')

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('gives the focus back to the Edit button when the dialog closes with Escape', async () => {
    serveArtists()
    const { user } = renderArtists()
    const edit = await screen.findByRole('button', { name: 'Edit Amani' })
    await user.click(edit)
    expect(screen.getByRole('dialog', { name: 'Edit Artist' })).toContainElement(
      document.activeElement as HTMLElement,
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Amani' })).toHaveFocus()

    // The same after unsaved changes are discarded.
    await user.click(screen.getByRole('button', { name: 'Edit Bella' }))
    await user.type(screen.getByRole('textbox', { name: 'Management' }), ' Ltd')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Bella' })).toHaveFocus()
  })

  it('uploads a newly chosen image with the update (deviation 3)', async () => {
    serveArtists()
    let sent: Record<string, unknown> = {}
    server.use(
      http.put(apiUrl('/artist/:id'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ success: true, message: 'ok' })
      }),
    )
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Edit Amani' }))
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'portrait.png', {
      type: 'image/png',
    })
    await user.upload(screen.getByLabelText('Image'), file)
    expect(await screen.findByText('New file: portrait.png')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await screen.findByText('Artist updated successfully.')
    expect(sent.imageUrl).toMatch(/^data:image\/png;base64,/)
  })

  it('counts the producer bio against its 500 characters', async () => {
    storeSession({ userType: 'admin' })
    const bio = 'A producer from Kigali who mixes and masters records for the label every week.'
    server.use(
      http.get(apiUrl('/producer'), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              _id: 'p1',
              name: 'Gaga',
              level: 'Senior',
              bio,
              contactEmail: 'gaga@example.com',
              yearsExperience: 9,
              image: '',
              genres: ['Pop'],
              skills: ['Mixing'],
              credits: [],
              socialMedia: {},
              createdAt: DATES.today,
            },
          ],
        }),
      ),
    )
    const { user } = renderWithProviders(<ManageScreen config={producersManageConfig} />)
    await user.click(await screen.findByRole('button', { name: 'Edit Gaga' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Producer' })
    // The wizard's Basic Info step: its label, and its counter (the rule says past 500).
    const field = within(dialog).getByRole('textbox', { name: 'Bio' })
    expect(within(dialog).getByText(`${bio.length}/500`)).toBeInTheDocument()
    await user.type(field, ' More.')
    expect(within(dialog).getByText(`${bio.length + 6}/500`)).toBeInTheDocument()
  })
})

describe('Manage screen: delete', () => {
  it('confirms, disables both buttons while deleting, then reloads without the artist', async () => {
    const state = serveArtists()
    const answer = gate()
    server.use(
      http.delete(apiUrl('/artist/:id'), async ({ params }) => {
        await answer.promise
        state.state.items = state.state.items.filter((item) => (item as Artist)._id !== params.id)
        return HttpResponse.json({ success: true, message: 'Deleted' })
      }),
    )
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Delete Bella' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Bella?' })
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete this artist? This action cannot be undone.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(within(confirm).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    // Escape does not close it while the delete runs.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()

    answer.open()
    expect(await screen.findByText('Bella has been deleted.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await waitFor(() => expect(shownNames()).toEqual(['Amani', 'Cedric', 'Diane', 'Eric', 'Fiona']))
  })

  it('says "Delete failed." when the server refuses, and keeps the artist', async () => {
    serveArtists()
    server.use(
      http.delete(apiUrl('/artist/:id'), () =>
        HttpResponse.json({ success: false, message: 'Not allowed.' }, { status: 403 }),
      ),
    )
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Delete Amani' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const alert = await screen.findByText('Delete failed.')
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Not allowed.')
    expect(shownNames()).toContain('Amani')
  })

  it('cancels without calling the server', async () => {
    serveArtists()
    const { user } = renderArtists()
    await user.click(await screen.findByRole('button', { name: 'Delete Amani' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(shownNames()).toContain('Amani')
  })
})
