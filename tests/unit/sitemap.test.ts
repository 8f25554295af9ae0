import { describe, expect, it } from 'vitest'
import type { MusicTrack } from '../../contract'
import type { PublicReads } from '../../contract/ssr'
import { sitemapEntries } from '../../server/ssr/sitemap'

/** One page holding `docs`, as the reads answer. */
const onePage = <T>(docs: T[]) =>
  Promise.resolve({ docs, total: docs.length, page: 1, limit: 100, pages: 1 })
const none = () => onePage([])
const unused = () => Promise.reject(new Error('the sitemap reads lists only'))

describe('sitemapEntries', () => {
  it('lists each active track’s page with the day it was added', async () => {
    const track = { _id: 'a b', createdAt: '2026-10-23T21:55:53.749Z' } as MusicTrack
    const reads: PublicReads = {
      artists: none,
      artist: unused,
      producers: none,
      producer: unused,
      filmmakers: none,
      filmmaker: unused,
      gallery: none,
      galleryItem: unused,
      music: () => onePage([track]),
      track: unused,
    }
    const entries = await sitemapEntries(reads)
    expect(entries).toContainEqual({ path: '/musics/a%20b', modified: track.createdAt })
    expect(entries.filter((entry) => entry.path.startsWith('/musics/'))).toHaveLength(1)
  })
})
