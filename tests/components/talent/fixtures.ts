/** API answers as our server sends them, for the talent screens. */
const HASH = 'a'.repeat(64)
export const mediaUrl = (n: number) => `/media/${HASH.slice(0, 63)}${n}.jpg`

export const artists = [
  {
    _id: 'artist-1',
    name: 'Eliane Ishimwe',
    bio: 'Eliane sings over log drums and airy piano chords.',
    age: 23,
    management: 'Kivu Sound Collective',
    image: mediaUrl(1),
    imageUrl: mediaUrl(1),
    socialLinks: {
      facebook: '',
      instagram: 'eliane.ishimwe',
      twitter: 'elianeishimwe',
      youtube: '@ElianeSings',
      tiktok: 'elianeishimwe',
    },
    createdAt: '2026-03-12T10:00:00.000Z',
  },
  {
    _id: 'artist-2',
    name: 'Kagabo Rukundo',
    bio: 'Kagabo fronts a three-piece rock band.',
    age: null,
    management: '',
    image: '',
    imageUrl: '',
    socialLinks: {
      facebook: 'https://www.facebook.com/kagabo.live',
      instagram: '',
      twitter: '',
      youtube: '',
      tiktok: '',
    },
    createdAt: '2026-01-02T10:00:00.000Z',
  },
]

const producer = (overrides: Record<string, unknown>) => ({
  _id: 'producer-x',
  name: 'Someone',
  level: 'Junior',
  bio: 'A producer.',
  contactEmail: 'someone@example.com',
  yearsExperience: 1,
  image: mediaUrl(3),
  genres: [],
  skills: [],
  credits: [],
  socialMedia: {
    instagram: '',
    twitter: '',
    facebook: '',
    spotify: '',
    soundCloud: '',
    youtube: '',
    appleMusic: '',
  },
  createdAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
})

export const producers = [
  producer({
    _id: 'producer-1',
    name: 'Diane Uwera',
    level: 'Senior',
    bio: 'Diane mixes front-of-house for the label’s live shows.',
    contactEmail: 'diane.uwera@example.com',
    yearsExperience: 9,
    genres: ['Reggae', 'Hip-Hop'],
    skills: ['Mixing', 'Live Recording'],
    credits: [
      { project: 'Summer Live Sessions', role: 'FOH engineer', year: 2025 },
      { project: 'Log Drum Sundays', role: 'Mixing engineer', year: 2026 },
    ],
    socialMedia: {
      instagram: 'diane.uwera',
      twitter: 'dianeuwera',
      facebook: '',
      spotify: 'https://open.spotify.com/artist/diane',
      soundCloud: '',
      youtube: 'https://youtu.be/dianeLive',
      appleMusic: '',
    },
  }),
  producer({ _id: 'producer-2', name: 'Grace Nyiramana', level: 'Junior', yearsExperience: 2 }),
  producer({ _id: 'producer-3', name: 'Olivier Mugabo', level: 'Mid-level', yearsExperience: 6 }),
  producer({ _id: 'producer-4', name: 'Patrick Nshuti', level: 'Senior', yearsExperience: 11 }),
  // A level outside the four of docs/product.md §8: listed under All with the beginner style.
  producer({ _id: 'producer-5', name: 'Bruno Gasana', level: 'Beginner', yearsExperience: 0 }),
]

const filmmaker = (overrides: Record<string, unknown>) => ({
  _id: 'filmmaker-x',
  name: 'Someone',
  bio: 'A filmmaker.',
  image: mediaUrl(5),
  specialization: 'Director',
  experience: 3,
  isActive: true,
  portfolio: [],
  contact: { email: '', phone: '' },
  createdAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
})

export const filmmakers = [
  filmmaker({
    _id: 'filmmaker-1',
    name: 'Yves Mugisha',
    specialization: 'Director',
    experience: 8,
    bio: 'Yves directs music videos and short documentaries.',
    portfolio: [
      { title: 'Kigali Nights (music video)', role: 'Director', year: 2024 },
      { title: 'Voices of Nyamirambo', role: 'Co-director', year: 2026 },
    ],
    contact: { email: 'yves.mugisha@example.com', phone: '+250 788 000 101' },
  }),
  filmmaker({ _id: 'filmmaker-2', name: 'Kevin Ndayisaba', specialization: 'Editor' }),
  filmmaker({
    _id: 'filmmaker-3',
    name: 'Claudine Mukamana',
    specialization: 'Makeup Artist',
    isActive: false,
  }),
  filmmaker({ _id: 'filmmaker-4', name: 'Eric Mutabazi', specialization: 'Editor' }),
  // Older data: a legacy value (translated) and one we have no word for (shown as stored).
  filmmaker({ _id: 'filmmaker-5', name: 'Alice Uwase', specialization: 'Screenwriter' }),
  filmmaker({ _id: 'filmmaker-6', name: 'Jean Bosco', specialization: 'Colorist' }),
]
