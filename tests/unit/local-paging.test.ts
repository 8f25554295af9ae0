import { describe, expect, it } from 'vitest'
import { byNumber, byText, cleanParams, localPage, readPage, type LocalRules } from '@/api/paging'

interface Row {
  name: string
  n: number
  kind: string
  createdAt: string
}

const rules: LocalRules<Row> = {
  searchText: (row) => [row.name],
  filters: { kind: (row, kind) => row.kind === kind },
  sorts: {
    created: byText((row) => row.createdAt),
    name: byText((row) => row.name),
    n: byNumber((row) => row.n),
  },
  createdAt: (row) => row.createdAt,
}

const rows: Row[] = Array.from({ length: 30 }, (_, index) => ({
  name: `Élan ${String(index).padStart(2, '0')}`,
  n: index % 7,
  kind: index % 2 === 0 ? 'even' : 'odd',
  createdAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
}))

describe('localPage: the hosted API’s whole lists, paged in the browser', () => {
  it('answers one page of the newest first, with the total and the page count', () => {
    const page = localPage(rows, { page: 2, limit: 24 }, rules)
    expect(page).toMatchObject({ total: 30, page: 2, limit: 24, pages: 2 })
    expect(page.docs.map((row) => row.name)).toEqual([
      'Élan 05',
      'Élan 04',
      'Élan 03',
      'Élan 02',
      'Élan 01',
      'Élan 00',
    ])
  })

  it('searches every word, accents and case folded, and filters', () => {
    const page = localPage(rows, { q: 'elan 1', kind: 'even', limit: 100 }, rules)
    expect(page.docs.map((row) => row.name).sort()).toEqual([
      'Élan 10',
      'Élan 12',
      'Élan 14',
      'Élan 16',
      'Élan 18',
    ])
  })

  it('orders by a named sort in either direction, and bounds by creation dates', () => {
    const asc = localPage(rows, { sort: 'name', limit: 2 }, rules)
    expect(asc.docs.map((row) => row.name)).toEqual(['Élan 00', 'Élan 01'])
    const desc = localPage(rows, { sort: 'name', order: 'desc', limit: 2 }, rules)
    expect(desc.docs.map((row) => row.name)).toEqual(['Élan 29', 'Élan 28'])
    const window = localPage(
      rows,
      { from: '2026-01-03T00:00:00.000Z', to: '2026-01-05T00:00:00.000Z' },
      rules,
    )
    expect(window.docs.map((row) => row.name)).toEqual(['Élan 03', 'Élan 02'])
  })

  it('answers an empty page past the last with the true total', () => {
    expect(localPage(rows, { page: 9, limit: 24 }, rules)).toMatchObject({
      docs: [],
      total: 30,
      pages: 2,
    })
  })
})

describe('readPage and cleanParams', () => {
  it('reads our envelope and the hosted one alike', () => {
    const body = {
      success: true,
      data: { docs: [{ id: 1 }], total: 41, page: 3, limit: 20, pages: 3, hasNext: false },
    }
    expect(readPage(body, (raw) => raw.id)).toEqual({
      docs: [1],
      total: 41,
      page: 3,
      limit: 20,
      pages: 3,
    })
  })

  it('leaves empty values out of a query', () => {
    expect(cleanParams({ q: '', page: 2, genre: undefined, sort: 'plays' })).toEqual({
      page: 2,
      sort: 'plays',
    })
  })
})
