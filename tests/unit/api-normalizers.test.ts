import { describe, expect, it } from 'vitest'
import { normalizeArtist } from '@/api/artists'
import { normalizeMessage } from '@/api/contact'
import { hasNextPage, replyMessage, unwrapList, unwrapOne } from '@/api/envelope'
import { normalizeGalleryItem, normalizeLikeResponse } from '@/api/gallery'
import { resolveMediaUrl } from '@/api/media-url'
import { normalizeTrack } from '@/api/music'
import { normalizePlayResponse } from '@/api/record-play'
import { normalizeProducer } from '@/api/producers'
import { normalizeFilmmaker } from '@/api/filmmakers'
import { fillMonths, normalizeMonthlyRow } from '@/api/dashboard'
import { normalizeUser } from '@/api/users'

describe('unwrapList accepts every list shape either API answers', () => {
  const items = [{ _id: 'a' }, { _id: 'b' }]
  it.each([
    ['a bare array', items],
    ['{success, data: [...]}', { success: true, data: items }],
    ['{success, data: {docs}}', { success: true, data: { docs: items, total: 2 } }],
    ['{docs}', { docs: items }],
  ])('%s', (_name, body) => expect(unwrapList(body)).toEqual(items))

  it('answers an empty list for anything else', () => {
    expect(unwrapList(null)).toEqual([])
    expect(unwrapList({ success: true })).toEqual([])
    expect(unwrapList('oops')).toEqual([])
  })
})

describe('unwrapOne', () => {
  it('takes the item from {success, data} or the item itself', () => {
    expect(unwrapOne({ success: true, data: { _id: 'x' } })).toEqual({ _id: 'x' })
    expect(unwrapOne({ _id: 'x', title: 't' })).toEqual({ _id: 'x', title: 't' })
    expect(unwrapOne(undefined)).toEqual({})
  })
})

describe('normalizers', () => {
  it('gallery: image from imageUrl, default category, likes never below 0', () => {
    const item = normalizeGalleryItem({
      _id: 'g',
      title: 'T',
      imageUrl: '/media/x.jpg',
      likeCount: -3,
    })
    expect(item.image).toBe('/media/x.jpg')
    expect(item.category).toBe('General')
    expect(item.likeCount).toBe(0)
    expect(item.isLikedByUser).toBe(false)
  })

  it('producer: lists and objects sent as JSON strings are read', () => {
    const producer = normalizeProducer({
      _id: 'p',
      genres: '["Pop","Jazz"]',
      skills: ['Mixing'],
      credits: '[{"project":"Album","role":"Mix","year":2020}]',
      socialMedia: '{"instagram":"someone"}',
      yearsExperience: '7',
    })
    expect(producer.genres).toEqual(['Pop', 'Jazz'])
    expect(producer.credits).toEqual([{ project: 'Album', role: 'Mix', year: 2020 }])
    expect(producer.socialMedia.instagram).toBe('someone')
    expect(producer.socialMedia.spotify).toBe('')
    expect(producer.yearsExperience).toBe(7)
  })

  it('filmmaker: active unless explicitly false; e-mail from contact or top level', () => {
    expect(normalizeFilmmaker({ _id: 'f' }).isActive).toBe(true)
    expect(normalizeFilmmaker({ _id: 'f', isActive: false }).isActive).toBe(false)
    expect(normalizeFilmmaker({ _id: 'f', email: 'a@b.co' }).contact.email).toBe('a@b.co')
    expect(normalizeFilmmaker({ _id: 'f', contact: { email: 'c@d.co' } }).email).toBe('c@d.co')
  })

  it('user: active unless explicitly false; only admin or user', () => {
    expect(normalizeUser({ _id: 'u' })).toMatchObject({ isActive: true, userType: 'user' })
    expect(normalizeUser({ _id: 'u', userType: 'admin', isActive: false })).toMatchObject({
      isActive: false,
      userType: 'admin',
    })
  })

  it('monthly rows: month names and `musics` are read', () => {
    expect(normalizeMonthlyRow({ month: 'Mar', year: 2026, musics: 4, listens: 10 })).toMatchObject(
      {
        month: 3,
        music: 4,
        listens: 10,
        artists: 0,
      },
    )
    expect(normalizeMonthlyRow({ month: 11, year: 2025, music: 2 })).toMatchObject({
      month: 11,
      music: 2,
    })
  })
})

describe('the hosted API shapes (hosted-api.md)', () => {
  it('unwrapOne reads {success, message, data} and a mutation reply {message, <entity>}', () => {
    const producer = { _id: 'p1', name: 'Kenny' }
    expect(unwrapOne({ success: true, message: 'Producer found', data: producer })).toEqual(
      producer,
    )
    const reply = { message: 'Artist updated', artist: { _id: 'a1', name: 'Bruce' } }
    expect(unwrapOne(reply, 'artist')).toEqual({ _id: 'a1', name: 'Bruce' })
    expect(replyMessage(reply)).toBe('Artist updated')
    expect(replyMessage([])).toBeUndefined()
  })

  it('hasNextPage follows hasNext, else page < pages, and a list without paging is whole', () => {
    expect(
      hasNextPage({ success: true, data: { docs: [], page: 1, pages: 2, hasNext: true } }),
    ).toBe(true)
    expect(
      hasNextPage({ success: true, data: { docs: [], page: 2, pages: 2, hasNext: false } }),
    ).toBe(false)
    expect(hasNextPage({ data: { docs: [], page: 1, pages: 3 } })).toBe(true)
    expect(hasNextPage({ docs: [], page: 3, pages: 3 })).toBe(false)
    expect(hasNextPage([{ _id: 'x' }])).toBe(false)
  })

  it('an id is read from _id, else id', () => {
    expect(normalizeMessage({ _id: 'm1', name: 'Ann' })._id).toBe('m1')
    expect(normalizeMessage({ id: 'm2', name: 'Ann' })._id).toBe('m2')
  })

  it("media: an absolute URL is never prefixed; /media/ paths get a cross-origin API's origin", () => {
    const cloud = 'https://res.cloudinary.com/label/image/upload/v1/a.jpg'
    expect(resolveMediaUrl(cloud, 'https://api.example.com/api/v1')).toBe(cloud)
    expect(resolveMediaUrl(cloud, '/api/v1')).toBe(cloud)
    expect(resolveMediaUrl('//cdn.example.com/a.jpg', 'https://api.example.com/api/v1')).toBe(
      '//cdn.example.com/a.jpg',
    )
    expect(resolveMediaUrl('data:image/png;base64,AAAA', 'https://api.example.com/api/v1')).toBe(
      'data:image/png;base64,AAAA',
    )
    expect(resolveMediaUrl('/media/a.jpg', '/api/v1')).toBe('/media/a.jpg')
    expect(resolveMediaUrl('/media/a.jpg', 'https://api.example.com/api/v1')).toBe(
      'https://api.example.com/media/a.jpg',
    )
    expect(resolveMediaUrl('', 'https://api.example.com/api/v1')).toBe('')
  })

  it('artist: a bare document with an absolute imageUrl and age as a string', () => {
    const cloud = 'https://res.cloudinary.com/label/image/upload/v1/bruce.jpg'
    const artist = normalizeArtist({
      _id: 'a1',
      name: 'Bruce',
      imageUrl: cloud,
      age: '27',
      extra: 1,
    })
    expect(artist).toMatchObject({ _id: 'a1', image: cloud, imageUrl: cloud, age: 27 })
  })

  it('gallery: no category, no isLikedByUser, an absolute image', () => {
    const image = 'https://res.cloudinary.com/label/image/upload/v1/g.jpg'
    const item = normalizeGalleryItem({
      _id: 'g1',
      title: 'Stage',
      image,
      likeCount: 2,
      likedBy: ['u1', 'u2'],
    })
    expect(item).toMatchObject({ image, category: 'General', isLikedByUser: false, likeCount: 2 })
  })

  it('like: the count inside galleryItem (hosted) or at the top (ours)', () => {
    const hosted = {
      message: 'Liked',
      galleryItem: { _id: 'g1', likeCount: 5, likedBy: ['u1', 'u9'] },
    }
    expect(normalizeLikeResponse(hosted, 'u9')).toEqual({
      success: true,
      likeCount: 5,
      isLiked: true,
    })
    expect(
      normalizeLikeResponse({ message: 'Liked', galleryItem: { likeCount: 1 } }, 'u9'),
    ).toEqual({
      success: true,
      likeCount: 1,
      isLiked: true,
    })
    expect(normalizeLikeResponse({ success: true, likeCount: 0, isLiked: false })).toEqual({
      success: true,
      likeCount: 0,
      isLiked: false,
    })
  })

  it('music: missing isActive means active; missing userPlays is 0; isActive false is kept', () => {
    expect(normalizeTrack({ _id: 't1', title: 'Song', playCount: 4 })).toMatchObject({
      isActive: true,
      userPlays: 0,
      playCount: 4,
    })
    expect(normalizeTrack({ _id: 't2', isActive: false }).isActive).toBe(false)
  })

  it('play: a hosted reply has no userPlays, and says so', () => {
    expect(normalizePlayResponse({ success: true, message: 'Play counted', playCount: 8 })).toEqual(
      {
        success: true,
        playCount: 8,
      },
    )
    expect(normalizePlayResponse({ success: true, playCount: 3, userPlays: 1 })).toEqual({
      success: true,
      playCount: 3,
      userPlays: 1,
    })
  })

  it('user: joinedAt stands for createdAt; a missing isActive is active', () => {
    const user = normalizeUser({
      _id: 'u1',
      username: 'ann',
      email: 'ann******@example.com',
      userType: 'user',
      joinedAt: '2025-04-02T10:00:00.000Z',
    })
    expect(user).toEqual({
      _id: 'u1',
      username: 'ann',
      email: 'ann******@example.com',
      userType: 'user',
      isActive: true,
      createdAt: '2025-04-02T10:00:00.000Z',
    })
  })

  it('monthly rows: "YYYY-MM" gives the month and the year', () => {
    expect(
      normalizeMonthlyRow({ month: '2025-03', artists: 2, musics: 4, listens: 9 }),
    ).toMatchObject({
      month: 3,
      year: 2025,
      artists: 2,
      music: 4,
      listens: 9,
    })
    expect(normalizeMonthlyRow({ month: '2024-11' })).toMatchObject({ month: 11, year: 2024 })
  })

  it('monthly rows: missing months are zeros, over the chosen range, oldest first', () => {
    const now = new Date('2025-05-20T12:00:00Z')
    const rows = [
      normalizeMonthlyRow({ month: '2025-03', artists: 2, musics: 1, listens: 7 }),
      normalizeMonthlyRow({ month: '2025-01', artists: 1, musics: 0, listens: 3 }),
    ]
    const six = fillMonths(rows, '6months', now)
    expect(six.map((row) => `${row.year}-${row.month}`)).toEqual([
      '2024-12',
      '2025-1',
      '2025-2',
      '2025-3',
      '2025-4',
      '2025-5',
    ])
    expect(six.map((row) => row.listens)).toEqual([0, 3, 0, 7, 0, 0])
    expect(fillMonths(rows, '12months', now)).toHaveLength(12)
    expect(fillMonths(rows, 'all', now).map((row) => row.month)).toEqual([1, 2, 3, 4, 5])
    expect(fillMonths([], 'all', now)).toEqual([
      {
        month: 5,
        year: 2025,
        artists: 0,
        music: 0,
        listens: 0,
        views: 0,
        newUsers: 0,
        newGallery: 0,
      },
    ])
  })
})
