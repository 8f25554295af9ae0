import type { TrackStyle } from '../audio'

export interface DemoTrack {
  title: string
  /** One of DEMO_ARTISTS' names. */
  artist: string
  album: string
  genre: 'Pop' | 'Rock' | 'Hip Hop' | 'Electronic' | 'R&B' | 'Jazz' | 'Classical' | 'Other'
  /** Months before today the track was released. */
  releasedMonthsAgo: number
  youtubeLink: string
  tags: string[]
  /** How much listeners favour it: the play generator's weight. */
  popularity: number
  style: TrackStyle
}

/** Each track is synthesised at seed time in its own tempo, key and style (60-90 seconds). */
export const DEMO_TRACKS: readonly DemoTrack[] = [
  {
    title: 'Kigali Nights',
    artist: 'Amani Uwase',
    album: 'Inzozi',
    genre: 'Pop',
    releasedMonthsAgo: 2,
    youtubeLink: 'https://www.youtube.com/watch?v=kglNights01',
    tags: ['afropop', 'kinyarwanda', 'dance'],
    popularity: 10,
    style: { bpm: 104, key: 9, mode: 'minor', progression: [0, 5, 2, 6], groove: 'afro', lead: 'mallet', pad: 'warm', seconds: 64 },
  },
  {
    title: 'Imvura',
    artist: 'Kezia Mutoni',
    album: 'Late Light',
    genre: 'R&B',
    releasedMonthsAgo: 5,
    youtubeLink: 'https://www.youtube.com/watch?v=imvuraKz002',
    tags: ['rnb', 'slow jam'],
    popularity: 7,
    style: { bpm: 84, key: 3, mode: 'major', progression: [3, 2, 1, 4], groove: 'hiphop', lead: 'bell', pad: 'warm', seconds: 60, hasSevenths: true, swing: 0.15 },
  },
  {
    title: 'Umujyi Wanjye',
    artist: 'Jabari Nkurunziza',
    album: 'Cypher Tapes',
    genre: 'Hip Hop',
    releasedMonthsAgo: 8,
    youtubeLink: '',
    tags: ['hip hop', 'kinyarwanda', 'swahili'],
    popularity: 6,
    style: { bpm: 90, key: 4, mode: 'minor', progression: [0, 0, 5, 4], groove: 'hiphop', lead: 'pluck', pad: 'hollow', seconds: 62, swing: 0.25 },
  },
  {
    title: 'Lake Kivu Sunrise',
    artist: 'Tito Habimana',
    album: 'Shoreline',
    genre: 'Electronic',
    releasedMonthsAgo: 11,
    youtubeLink: 'https://www.youtube.com/watch?v=kivuSunrise',
    tags: ['house', 'sunrise', 'instrumental'],
    popularity: 8,
    style: { bpm: 122, key: 2, mode: 'dorian', progression: [0, 3, 0, 4], groove: 'house', lead: 'pluck', pad: 'hollow', seconds: 66, hasArpeggio: true },
  },
  {
    title: 'Nyamirambo Blue',
    artist: 'Neema Wanjiru',
    album: 'Blue Hour',
    genre: 'Jazz',
    releasedMonthsAgo: 14,
    youtubeLink: '',
    tags: ['jazz', 'quartet'],
    popularity: 3,
    style: { bpm: 96, key: 5, mode: 'major', progression: [1, 4, 0, 5], groove: 'jazz', lead: 'bell', pad: 'organ', seconds: 60, hasSevenths: true, swing: 0.33 },
  },
  {
    title: 'Thousand Hills',
    artist: 'Kagabo Rukundo',
    album: 'Loud Folk',
    genre: 'Rock',
    releasedMonthsAgo: 17,
    youtubeLink: 'https://www.youtube.com/watch?v=1000hillsRk',
    tags: ['rock', 'guitar'],
    popularity: 4,
    style: { bpm: 128, key: 7, mode: 'major', progression: [0, 4, 5, 3], groove: 'rock', lead: 'pluck', pad: 'organ', seconds: 62 },
  },
  {
    title: 'Inanga Prelude',
    artist: 'Solange Ingabire',
    album: 'Chamber Pieces',
    genre: 'Classical',
    releasedMonthsAgo: 20,
    youtubeLink: '',
    tags: ['piano', 'strings', 'instrumental'],
    popularity: 2,
    style: { bpm: 76, key: 0, mode: 'major', progression: [0, 5, 3, 4], groove: 'none', lead: 'mallet', pad: 'warm', seconds: 60, hasArpeggio: true },
  },
  {
    title: 'Akabyiniro',
    artist: 'Eliane Ishimwe',
    album: 'Log Drum Sundays',
    genre: 'Other',
    releasedMonthsAgo: 1,
    youtubeLink: 'https://www.youtube.com/watch?v=akabyiniro8',
    tags: ['amapiano', 'dance'],
    popularity: 9,
    style: { bpm: 112, key: 6, mode: 'minor', progression: [0, 3, 6, 5], groove: 'amapiano', lead: 'bell', pad: 'warm', seconds: 64, hasSevenths: true },
  },
]
