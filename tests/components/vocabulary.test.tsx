import { describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { items, renderGallery, serveItem, session } from './gallery/gallery-fixtures'
import { serveTracks, tracks } from './music/music-fixtures'
import { galleryManageConfig } from '@/features/admin/manage/configs/gallery'
import { musicManageConfig } from '@/features/admin/manage/configs/music'
import type { ManageConfig, ManagedRecord } from '@/features/admin/manage/types'
import { apiUrl, LAZY_PAGE, renderApp, renderWithProviders, server, testI18n } from './utils'

/**
 * Fixed vocabulary (contract/constants.ts) is shown in the reader's language wherever it appears:
 * a track's genre, a photo's category, as a producer's genres already were. A value outside the
 * vocabulary (a category an admin typed) is shown as typed.
 */
describe('Fixed vocabulary in the reader’s language', () => {
  it('/musics: the genre badges in French, in the producer cards’ words', async () => {
    const [first, second] = tracks
    serveTracks([
      { ...first, genre: 'Other' },
      { ...second, genre: 'Electronic' },
      { ...second, _id: 'track-3', title: 'Amahoro', genre: 'Hip Hop' },
    ])
    await act(() => testI18n.changeLanguage('fr'))
    renderApp('/musics')
    const list = await screen.findByRole('list', { name: 'Titres' }, LAZY_PAGE)
    for (const word of ['Autre', 'Hip-hop']) {
      expect(within(list).getByText(word)).toBeInTheDocument()
    }
    const electronic = testI18n.t('talent:genres.electronic', { lng: 'fr' })
    expect(electronic).toBe('Électro')
    expect(within(list).getByText(electronic)).toBeInTheDocument()
    for (const english of ['Other', 'Electronic', 'Hip Hop']) {
      expect(within(list).queryByText(english)).not.toBeInTheDocument()
    }
  })

  it('/gallery: the filter chips (the known categories) and the card badges in Kinyarwanda; a typed category as typed', async () => {
    server.use(
      http.get(apiUrl('/gallery'), () =>
        HttpResponse.json([...items, { ...session, _id: 'photo-4', category: 'Weddings' }]),
      ),
    )
    await act(() => testI18n.changeLanguage('rw'))
    renderGallery('/gallery')
    const chips = await screen.findByRole('group', { name: 'Hitamo icyiciro' })
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Byose', 'Rusange', 'Sitidiyo', 'Ibitaramo', "Inyuma y'urubyiniro", 'Ibirori'])
    const badges = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('span')?.textContent)
    expect(badges).toEqual(expect.arrayContaining(['Sitidiyo', 'Ibitaramo', 'Ibirori', 'Weddings']))
    expect(screen.queryByText('Studio')).not.toBeInTheDocument()
    expect(screen.queryByText('Live')).not.toBeInTheDocument()
  })

  it('/gallery/:id: the category badge and fact in Spanish', async () => {
    serveItem(session)
    await act(() => testI18n.changeLanguage('es'))
    renderGallery(`/gallery/${session._id}`)
    await screen.findByRole('heading', { level: 1, name: session.title })
    expect(screen.getAllByText('Estudio')).toHaveLength(2)
    expect(screen.queryByText('Studio')).not.toBeInTheDocument()
  })

  it('the admin’s gallery and music tables name categories and genres in French too', async () => {
    const cell = <T extends ManagedRecord>(config: ManageConfig<T>, header: string, record: T) => {
      const column = config.columns.find((candidate) => candidate.header === header)
      if (!column) throw new Error(`No column ${header}`)
      const t = testI18n.getFixedT('fr', 'manage')
      return column.cell(record, { t, language: 'fr', label: (_group, value) => value })
    }
    await act(() => testI18n.changeLanguage('fr'))
    renderWithProviders(
      <ul>
        <li>
          {cell(galleryManageConfig, 'category', { ...session, category: 'Behind the Scenes' })}
        </li>
        <li>{cell(musicManageConfig, 'genre', { ...tracks[0], genre: 'Other' })}</li>
      </ul>,
    )
    expect(screen.getByText('Coulisses')).toBeInTheDocument()
    expect(screen.getByText('Autre')).toBeInTheDocument()
  })
})
