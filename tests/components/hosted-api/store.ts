/**
 * The data of the hosted API's test double (docs/hosted-api.md), in that API's own
 * shapes: `_id`, absolute Cloudinary URLs, `age` as a string, producer lists as JSON strings, no
 * `isActive` on users, no `category` or `isLikedByUser` on gallery items. Each test gets a fresh
 * store from `createHostedStore()`.
 */

const CLOUD = 'https://res.cloudinary.com/inganzo/image/upload/v1'

export const hostedImage = (name: string) => `${CLOUD}/${name}.jpg`

export interface HostedUser {
  _id: string
  username: string
  email: string
  password: string
  userType: 'admin' | 'user'
  joinedAt: string
}

export interface HostedTrack {
  _id: string
  title: string
  artist: string
  album: string
  genre: string
  releaseDate: string
  duration: number
  coverImageUrl: string
  audioUrl: string
  isActive: boolean
  playCount: number
  createdAt: string
}

export interface HostedGalleryItem {
  _id: string
  title: string
  description: string
  image: string
  likeCount: number
  likedBy: string[]
  createdAt: string
}

export interface HostedMonth {
  month: string
  artists: number
  musics: number
  listens: number
}

/** `count` active tracks, newest first. */
function tracks(count: number): HostedTrack[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return {
      _id: `m${number}`,
      title: `Track ${number}`,
      artist: 'Eliane Ishimwe',
      album: 'Hosted Sessions',
      genre: 'Afrobeat',
      releaseDate: '2025-05-01T12:00:00.000Z',
      duration: 180 + index,
      coverImageUrl: hostedImage(`cover-${number}`),
      audioUrl: `https://res.cloudinary.com/inganzo/video/upload/v1/track-${number}.mp3`,
      isActive: true,
      playCount: 100 + index,
      createdAt: '2025-05-01T12:00:00.000Z',
    }
  })
}

/**
 * The hosted API's data. `trackCount`: 25 by default, more than its page of 20; the browser test
 * lists a catalogue of 250 (e2e/support/hosted-api-double.ts).
 */
export function createHostedStore({ trackCount = 25 } = {}) {
  return {
    users: [
      {
        _id: '64a000000000000000000001',
        username: 'Grace Admin',
        email: 'grace@inganzo.rw',
        password: 'label-admin-1',
        userType: 'admin',
        joinedAt: '2025-06-10T09:00:00.000Z',
      },
      {
        _id: '64a000000000000000000002',
        username: 'Ange Uwase',
        email: 'ange@example.com',
        password: 'listener-pass',
        userType: 'user',
        joinedAt: '2025-06-12T09:00:00.000Z',
      },
    ] as HostedUser[],
    artists: [
      {
        _id: '64b000000000000000000001',
        name: 'Eliane Ishimwe',
        bio: 'Sings over log drums and synths.',
        age: '24',
        management: 'Kivu Sound Collective',
        imageUrl: hostedImage('eliane'),
        socialLinks: { instagram: 'https://instagram.com/eliane' },
        createdAt: '2025-03-12T10:00:00.000Z',
        __v: 0,
      },
      {
        _id: '64b000000000000000000002',
        name: 'Kagabo Rukundo',
        bio: 'Rapper from Nyamirambo.',
        age: '31',
        management: 'Self-managed',
        imageUrl: hostedImage('kagabo'),
        socialLinks: {},
        createdAt: '2025-04-02T10:00:00.000Z',
        __v: 0,
      },
    ] as Record<string, unknown>[],
    producers: [
      {
        _id: '64c000000000000000000001',
        name: 'Diane Uwera',
        level: 'Senior',
        bio: 'Mixes the label’s records.',
        contactEmail: 'diane@inganzo.rw',
        yearsExperience: 9,
        image: hostedImage('diane'),
        genres: '["Afrobeat","Gospel"]',
        skills: '["Mixing","Mastering"]',
        credits: '[{"project":"Hosted Sessions","role":"Mix","year":2024}]',
        socialMedia: '{"instagram":"https://instagram.com/diane"}',
        createdAt: '2025-02-01T10:00:00.000Z',
      },
    ] as Record<string, unknown>[],
    filmmakers: [
      {
        _id: '64d000000000000000000001',
        name: 'Patrick Nshuti',
        bio: 'Shoots the label’s videos.',
        image: hostedImage('patrick'),
        specialization: 'Director',
        experience: 6,
        portfolio: [{ title: 'Inzozi (video)', year: 2024, role: 'Director' }],
        contact: { email: 'patrick@inganzo.rw', phone: '+250788000222' },
        createdAt: '2025-01-20T10:00:00.000Z',
      },
    ] as Record<string, unknown>[],
    gallery: [
      {
        _id: '64e000000000000000000001',
        title: 'Late session in Studio A',
        description: 'Tracking vocals after midnight.',
        image: hostedImage('session'),
        likeCount: 3,
        likedBy: ['someone-1', 'someone-2', 'someone-3'],
        createdAt: '2025-05-05T10:00:00.000Z',
      },
    ] as HostedGalleryItem[],
    tracks: tracks(trackCount),
    messages: [
      {
        _id: '64f000000000000000000001',
        name: 'Aline Mukamana',
        email: 'aline@example.com',
        phone: '+250788000111',
        message: 'I would like to book a session.',
        createdAt: '2025-06-01T10:00:00.000Z',
      },
    ] as Record<string, unknown>[],
    /** Only months that have data, as the hosted API sends them. */
    months: [
      { month: '2025-02', artists: 1, musics: 3, listens: 40 },
      { month: '2025-04', artists: 2, musics: 5, listens: 90 },
      { month: '2025-06', artists: 1, musics: 2, listens: 30 },
    ] as HostedMonth[],
  }
}

export type HostedStore = ReturnType<typeof createHostedStore>
