import { describe, expect, it } from 'vitest'
import type { Filmmaker, GalleryItem, MusicTrack, Producer } from '../../contract'
import {
  filmmakerData,
  galleryItemData,
  isoDuration,
  jsonLdText,
  organizationData,
  producerData,
  tracksData,
} from '@/lib/structured-data'

/** schema.org JSON-LD of the rendered pages (src/lib/structured-data.ts). */

const ORIGIN = 'https://label.example'

describe('structured data', () => {
  it('describes the label as an Organization with its address and profiles', () => {
    expect(organizationData(ORIGIN)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: 'https://label.example/',
      logo: 'https://label.example/favicon.svg',
      telephone: '+250788123456',
      address: { '@type': 'PostalAddress', addressLocality: 'Kigali', addressCountry: 'Rwanda' },
      sameAs: expect.arrayContaining(['https://www.facebook.com/inganzorecords']) as unknown,
    })
    // A network without an account is left out, not listed empty.
    expect((organizationData(ORIGIN).sameAs as string[]).every(Boolean)).toBe(true)
  })

  it('describes producers and filmmakers as a Person, keeping another host’s image', () => {
    const producer = {
      _id: 'p1',
      name: 'Beat Maker',
      bio: 'Makes beats.',
      image: '',
      genres: ['Afrobeat'],
      skills: ['Mixing'],
      socialMedia: { instagram: 'https://instagram.com/beat', twitter: '' },
    } as unknown as Producer
    const data = producerData(ORIGIN, producer)
    expect(data).toMatchObject({
      '@type': 'Person',
      url: 'https://label.example/producer/p1',
      knowsAbout: ['Afrobeat', 'Mixing'],
      sameAs: ['https://instagram.com/beat'],
    })
    expect(data).not.toHaveProperty('image')
    const filmmaker = {
      _id: 'f 1',
      name: 'Reel',
      bio: '',
      image: 'https://cdn.example/reel.jpg',
      specialization: 'Director',
    } as Filmmaker
    expect(filmmakerData(ORIGIN, filmmaker)).toMatchObject({
      '@type': 'Person',
      jobTitle: 'Director',
      url: 'https://label.example/filmmakers/f%201',
      image: 'https://cdn.example/reel.jpg',
    })
  })

  it('describes a gallery photo as an ImageObject', () => {
    const item = {
      _id: 'g1',
      title: 'Studio Night',
      description: 'Late session.',
      image: '/media/night.webp',
      createdAt: '2026-10-23T21:55:53.749Z',
    } as GalleryItem
    expect(galleryItemData('', item)).toMatchObject({
      '@type': 'ImageObject',
      url: '/gallery/g1',
      contentUrl: '/media/night.webp',
      uploadDate: '2026-10-23T21:55:53.749Z',
    })
  })

  it('lists the tracks as MusicRecordings with ISO durations', () => {
    const track = {
      _id: 't1',
      title: 'Akabyiniro',
      artist: 'Eliane',
      album: '',
      genre: 'Afrobeat',
      duration: 67,
      releaseDate: '2026-10-24T08:41:03.749Z',
      coverImageUrl: '/media/cover.webp',
    } as MusicTrack
    const list = tracksData(ORIGIN, [track])
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'MusicRecording',
          name: 'Akabyiniro',
          url: 'https://label.example/musics/t1',
          byArtist: { '@type': 'MusicGroup', name: 'Eliane' },
          genre: 'Afrobeat',
          duration: 'PT1M7S',
          datePublished: '2026-10-24',
          image: 'https://label.example/media/cover.webp',
          recordLabel: { '@type': 'Organization', name: 'Inganzo Records', url: `${ORIGIN}/` },
        },
      },
    ])
    expect(isoDuration(3661.4)).toBe('PT61M1S')
  })

  it('cannot be closed by a text inside it', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)' })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)"}',
    )
  })
})
