import { describe, expect, it } from 'vitest'
import { unwrapList, unwrapOne } from '@/api/envelope'
import { normalizeGalleryItem } from '@/api/gallery'
import { normalizeProducer } from '@/api/producers'
import { normalizeFilmmaker } from '@/api/filmmakers'
import { normalizeMonthlyRow } from '@/api/dashboard'
import { normalizeUser } from '@/api/users'

describe('unwrapList accepts every list shape of spec §7', () => {
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
    const item = normalizeGalleryItem({ _id: 'g', title: 'T', imageUrl: '/media/x.jpg', likeCount: -3 })
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
    expect(normalizeMonthlyRow({ month: 'Mar', year: 2026, musics: 4, listens: 10 })).toMatchObject({
      month: 3,
      music: 4,
      listens: 10,
      artists: 0,
    })
    expect(normalizeMonthlyRow({ month: 11, year: 2025, music: 2 })).toMatchObject({ month: 11, music: 2 })
  })
})
