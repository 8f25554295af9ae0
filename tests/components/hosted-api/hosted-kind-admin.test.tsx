import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { MB } from '@contract/constants'
import { normalizeFilmmaker } from '@/api/filmmakers'
import { normalizeGalleryItem } from '@/api/gallery'
import { normalizeTrack } from '@/api/music'
import { normalizeProducer } from '@/api/producers'
import { ArtistForm } from '@/features/admin/entity-forms/artist-form'
import { FilmmakerForm } from '@/features/admin/entity-forms/filmmaker-form'
import { GalleryForm } from '@/features/admin/entity-forms/gallery-form'
import { MusicForm } from '@/features/admin/entity-forms/music-form'
import { ProducerForm } from '@/features/admin/entity-forms/producer-form'
import { MessagesScreen } from '@/features/admin/messages/messages-screen'
import MusicUploadRoute from '@/app/routes/admin/music-upload'
import { pngFile } from '../admin/create-fixtures'
import { freezeTime } from '../admin/manage-fixtures'
import { LAZY_PAGE, renderApp, renderWithProviders, storeSession } from '../utils'
import { serveHostedApi } from './handlers'
import { createHostedStore } from './store'

/** A build for the hosted API (VITE_API_KIND=hosted): the admin offers only what it can do. */

// Before any import reads it: capabilities are fixed when src/api/capabilities.ts loads.
vi.hoisted(() => vi.stubEnv('VITE_API_KIND', 'hosted'))

const signInAdmin = () =>
  storeSession({ userType: 'admin', _id: '64a000000000000000000001', name: 'Grace Admin' })
const posts = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET')
const mp3 = (bytes = 14) => {
  const file = new File(['ID3-fake-audio'], 'umuhanzi.mp3', { type: 'audio/mpeg' })
  // The picker reads only the size: no need to hold 8 MB in memory.
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

beforeEach(signInAdmin)

describe('hosted kind: users', () => {
  beforeEach(freezeTime)
  afterEach(() => vi.useRealTimers())

  it('offers no activate/deactivate switch and says why', async () => {
    serveHostedApi()
    renderApp('/admin/users/manage')
    await screen.findByRole('button', { name: 'View Ange Uwase' }, LAZY_PAGE)
    expect(screen.getByText(/Accounts cannot be activated or deactivated here/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Deactivate / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Activate / })).not.toBeInTheDocument()
  })
})

describe('hosted kind: artist create', () => {
  it('requires age and management before sending, then the double stores the artist', async () => {
    const { store, calls } = serveHostedApi()
    const { user } = renderWithProviders(<ArtistForm />)
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Amani')
    await user.type(screen.getByRole('textbox', { name: /^Biography/ }), 'Singer from Kigali.')
    await user.upload(screen.getByLabelText(/^Artist image/), pngFile())
    await user.click(screen.getByRole('button', { name: 'Add Artist' }))

    expect(await screen.findByText('Age is required')).toBeInTheDocument()
    expect(screen.getByText('Management is required')).toBeInTheDocument()
    expect(posts(calls)).toEqual([])

    await user.type(screen.getByRole('spinbutton', { name: /^Age/ }), '27')
    await user.type(screen.getByRole('textbox', { name: /^Management/ }), 'Inganzo Music')
    await user.click(screen.getByRole('button', { name: 'Add Artist' }))
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]).toMatchObject({
      path: '/artist/add',
      body: { name: 'Amani', age: 27, management: 'Inganzo Music' },
    })
    expect(store.artists.at(-1)).toMatchObject({ name: 'Amani' })
  })
})

describe('hosted kind: filmmakers', () => {
  it('the create form offers only the five specializations the API accepts', () => {
    renderWithProviders(<FilmmakerForm />)
    const options = within(screen.getByRole('combobox', { name: 'Specialization' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
    expect(options).toEqual(['Director', 'Producer', 'Cinematographer', 'Editor', 'Writer'])
  })

  it('sends a specialization only the hosted API knows, which the double accepts', async () => {
    const { store, calls } = serveHostedApi()
    const { user } = renderWithProviders(<FilmmakerForm />)
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kalisa')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Specialization' }),
      'Cinematographer',
    )
    await user.type(screen.getByRole('textbox', { name: /^Biography/ }), 'Films of Kigali.')
    await user.upload(screen.getByLabelText(/^Profile image/), pngFile('kalisa.png'))
    await user.click(screen.getByRole('button', { name: 'Create Filmmaker' }))
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]).toMatchObject({
      path: '/filmmaker/create',
      body: { name: 'Kalisa', specialization: 'Cinematographer' },
    })
    expect(store.filmmakers.at(-1)).toMatchObject({ specialization: 'Cinematographer' })
  })

  it('the edit form offers the same five, plus the record’s own value', () => {
    const record = normalizeFilmmaker({
      ...createHostedStore().filmmakers[0],
      specialization: 'Makeup Artist',
    })
    renderWithProviders(
      <FilmmakerForm
        record={record}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        isPending={false}
        onDirtyChange={vi.fn()}
      />,
    )
    const options = within(screen.getByRole('combobox', { name: 'Specialization' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual([
      'Director',
      'Producer',
      'Cinematographer',
      'Editor',
      'Writer',
      'Makeup Artist',
    ])
  })
})

describe('hosted kind: edit dialogs keep the image the API would drop', () => {
  const props = { onSubmit: vi.fn(), onCancel: vi.fn(), isPending: false, onDirtyChange: vi.fn() }
  const store = createHostedStore()

  it.each([
    [
      'gallery',
      () => <GalleryForm {...props} record={normalizeGalleryItem({ ...store.gallery[0] })} />,
    ],
    ['producer', () => <ProducerForm {...props} record={normalizeProducer(store.producers[0]!)} />],
    [
      'filmmaker',
      () => <FilmmakerForm {...props} record={normalizeFilmmaker(store.filmmakers[0]!)} />,
    ],
  ])('%s: the current image and a note, no file picker', (_entity, form) => {
    const { container } = renderWithProviders(form())
    expect(
      screen.getByText(
        'The current image is kept: the API this site uses cannot replace it when editing.',
      ),
    ).toBeInTheDocument()
    expect(container.querySelector('input[type="file"]')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('https://'),
    )
  })
})

describe('hosted kind: gallery create', () => {
  it('offers no video, which that API would drop', () => {
    renderWithProviders(<GalleryForm />)
    expect(screen.getByLabelText(/^Image/)).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Video/)).not.toBeInTheDocument()
  })
})

describe('hosted kind: music edit', () => {
  it('offers no on/off switch, which that API’s update ignores', () => {
    const track = normalizeTrack({ ...createHostedStore().tracks[0] })
    renderWithProviders(
      <MusicForm
        record={track}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        isPending={false}
        onDirtyChange={vi.fn()}
      />,
    )
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Track 01')
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})

describe('hosted kind: inbox', () => {
  it('offers reply only: no mark read, no delete, no unread flags', async () => {
    serveHostedApi()
    renderWithProviders(<MessagesScreen />)
    const card = await screen.findByRole('article')
    expect(within(card).getByText('I would like to book a session.')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /Aline Mukamana/ })).toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    // Nothing can be marked read there: no message is flagged unread, no unread count.
    expect(screen.getByText('1 message')).toBeInTheDocument()
    expect(screen.queryByText(/unread/i)).not.toBeInTheDocument()
  })
})

describe('hosted kind: music upload', () => {
  const textbox = (name: string) => screen.getByRole('textbox', { name })

  it('requires a cover before sending', async () => {
    const { calls } = serveHostedApi()
    const { user } = renderWithProviders(<MusicUploadRoute />)
    await user.type(textbox('Title'), 'Inzira')
    await user.type(textbox('Artist'), 'Amani')
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (seconds)' }), '215')
    await user.upload(screen.getByLabelText(/^Audio file/), mp3())
    await user.click(screen.getByRole('button', { name: 'Upload Music' }))

    expect(await screen.findByText('Cover image is required')).toBeInTheDocument()
    expect(posts(calls)).toEqual([])
  })

  it('refuses an 8 MB file in the picker, naming the 7MB limit', async () => {
    serveHostedApi()
    const { user } = renderWithProviders(<MusicUploadRoute />)
    expect(screen.getByText('MP3, WAV or FLAC, max 7MB')).toBeInTheDocument()
    await user.upload(screen.getByLabelText(/^Audio file/), mp3(8 * MB))
    expect(await screen.findByText('File size must be less than 7MB')).toHaveAttribute(
      'role',
      'alert',
    )
    expect(screen.queryByText('umuhanzi.mp3')).not.toBeInTheDocument()
  })
})
