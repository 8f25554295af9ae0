import { describe, expect, it } from 'vitest'
import { MB } from '@contract/constants'
import { capabilities, capabilitiesFor } from '@/api/capabilities'
import { contactSchemaFor } from '@/features/contact/components/contact-schema'
import { artistFormSchemaFor } from '@/features/admin/entity-forms/artist-schema'
import { maxBytes } from '@/components/ui/form/check-file'
import { filmmakerFormSchemaFor } from '@/features/admin/entity-forms/filmmaker-schema'
import { musicFormSchemaFor } from '@/features/admin/entity-forms/music/schema'

/** What each kind of API may be offered, and the form rules built from it. */

const label = capabilitiesFor('label')
const hosted = capabilitiesFor('hosted')
const png = () => new File(['png'], 'a.png', { type: 'image/png' })
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('capabilities', () => {
  it('an unset, unknown or "label" kind is our server, which offers everything', () => {
    expect(capabilities).toBe(label)
    expect(capabilitiesFor(undefined)).toBe(label)
    expect(capabilitiesFor('Hosted ')).toBe(label)
    expect(label).toMatchObject({
      canUnlike: true,
      canChangeUserStatus: true,
      canReplaceImageOnEdit: { artist: true, gallery: true, producer: true, filmmaker: true },
      canAddGalleryVideo: true,
      canSetMusicActive: true,
      requiresContactPhone: false,
      requiresArtistAgeAndManagement: false,
      requiresMusicCover: false,
      maxUploadBytes: null,
      canManageMessages: true,
      hasUserPlays: true,
      hasTrackDetail: true,
    })
    expect(label.filmmakerSpecializations).toHaveLength(7)
  })

  it('the hosted kind keeps the artist image change (its PUT stores imageUrl as sent)', () => {
    expect(hosted.canReplaceImageOnEdit).toEqual({
      artist: true,
      gallery: false,
      producer: false,
      filmmaker: false,
    })
  })

  it('the upload limit is the smaller of the kind’s and the API’s', () => {
    expect(maxBytes('audio', label)).toBe(50 * MB)
    expect(maxBytes('audio', hosted)).toBe(7 * MB)
    expect(maxBytes('image', hosted)).toBe(5 * MB)
  })
})

describe('form rules per kind', () => {
  const message = { name: 'Jean', email: 'jean@example.com', phone: '', message: 'Hello' }

  it('contact: the phone is optional for ours, required for the hosted API', () => {
    expect(contactSchemaFor(label).safeParse(message).success).toBe(true)
    expect(issues(contactSchemaFor(hosted).safeParse(message))).toEqual(['contact.phoneRequired'])
  })

  it('artist: age and management optional for ours, required for the hosted API', () => {
    const artist = { name: 'Amani', bio: 'Singer.', age: '', management: '', image: png() }
    expect(artistFormSchemaFor(label).safeParse(artist).success).toBe(true)
    expect(issues(artistFormSchemaFor(hosted).safeParse(artist))).toEqual([
      'artist.ageRequired',
      'artist.managementRequired',
    ])
  })

  it('music: the cover optional for ours, required for the hosted API', () => {
    const track = {
      title: 'Inzira',
      artist: 'Amani',
      duration: '215',
      tags: '',
      audio: new File(['a'], 'a.mp3', { type: 'audio/mpeg' }),
      cover: null,
    }
    expect(musicFormSchemaFor(label).safeParse(track).success).toBe(true)
    expect(issues(musicFormSchemaFor(hosted).safeParse(track))).toEqual(['music.coverRequired'])
  })

  it('filmmaker: each API’s own specializations', () => {
    const filmmaker = { name: 'Keza', bio: 'Films.', image: png() }
    const as = (specialization: string, caps: typeof label) =>
      filmmakerFormSchemaFor(caps).safeParse({ ...filmmaker, specialization }).success
    expect(as('Makeup Artist', label)).toBe(true)
    expect(as('Makeup Artist', hosted)).toBe(false)
    expect(as('Cinematographer', hosted)).toBe(true)
    expect(as('Cinematographer', label)).toBe(false)
  })
})
