import type { CreditRow, ProducerSocialRow } from '../../db/schema'
import type { PRODUCER_GENRES, PRODUCER_LEVELS, PRODUCER_SKILLS } from '../../../contract/constants'

export interface DemoProducer {
  name: string
  level: (typeof PRODUCER_LEVELS)[number]
  bio: string
  contactEmail: string
  yearsExperience: number
  genres: (typeof PRODUCER_GENRES)[number][]
  skills: (typeof PRODUCER_SKILLS)[number][]
  credits: CreditRow[]
  socialMedia: ProducerSocialRow
}

/** Credit years count back from this year, so they stay valid (never in the future) as time passes. */
const yearsAgo = (years: number) => new Date().getFullYear() - years

const socials = (links: Partial<ProducerSocialRow>): ProducerSocialRow => ({
  instagram: '',
  twitter: '',
  facebook: '',
  spotify: '',
  soundCloud: '',
  youtube: '',
  appleMusic: '',
  ...links,
})

export const DEMO_PRODUCERS: readonly DemoProducer[] = [
  {
    name: 'Patrick Nshuti',
    level: 'Senior',
    bio: 'Patrick has engineered and produced for the label since its first year. He is known for warm, punchy mixes and for getting a great vocal take on the first try.',
    contactEmail: 'patrick.nshuti@example.com',
    yearsExperience: 11,
    genres: ['Pop', 'R&B', 'World'],
    skills: ['Mixing', 'Vocal Production', 'Arrangement'],
    credits: [
      { project: 'Inzozi (album)', role: 'Producer', year: yearsAgo(0) },
      { project: 'Late Light (EP)', role: 'Mixing engineer', year: yearsAgo(1) },
    ],
    socialMedia: socials({ instagram: 'patrick.nshuti', twitter: 'pnshuti', soundCloud: 'https://soundcloud.com/patrick-nshuti' }),
  },
  {
    name: 'Aline Umutoni',
    level: 'Mid-level',
    bio: 'Aline builds beats from field recordings of markets, rain and traditional drums. She produces hip-hop and electronic records and runs the beat-making workshop on Saturdays.',
    contactEmail: 'aline.umutoni@example.com',
    yearsExperience: 5,
    genres: ['Hip-Hop', 'Electronic'],
    skills: ['Beat Making', 'Sound Design', 'Synthesis'],
    credits: [
      { project: 'Cypher Tapes', role: 'Beat maker', year: yearsAgo(1) },
      { project: 'Shoreline', role: 'Co-producer', year: yearsAgo(1) },
    ],
    socialMedia: socials({ instagram: 'aline.beats', spotify: 'https://open.spotify.com/artist/4lineUmutoniDemo', youtube: 'https://www.youtube.com/@AlineBeats' }),
  },
  {
    name: 'Moses Karangwa',
    level: 'Legendary',
    bio: 'Moses recorded bands on reel-to-reel tape long before laptops reached Kigali studios. Two decades later he still masters most of the label’s releases and mentors every new engineer.',
    contactEmail: 'moses.karangwa@example.com',
    yearsExperience: 24,
    genres: ['Jazz', 'Blues', 'Rock', 'World'],
    skills: ['Mastering', 'Live Recording', 'Audio Restoration'],
    credits: [
      { project: 'Blue Hour', role: 'Mastering engineer', year: yearsAgo(1) },
      { project: 'Loud Folk', role: 'Recording engineer', year: yearsAgo(2) },
      { project: 'Archive restoration series', role: 'Restoration', year: yearsAgo(9) },
    ],
    socialMedia: socials({ facebook: 'moses.karangwa.studio', appleMusic: 'https://music.apple.com/artist/moses-karangwa' }),
  },
  {
    name: 'Grace Nyiramana',
    level: 'Junior',
    bio: 'Grace joined the studio as an intern and now programs drums and synths for pop sessions. She has a good ear for hooks and a habit of humming melodies into her phone.',
    contactEmail: 'grace.nyiramana@example.com',
    yearsExperience: 2,
    genres: ['Pop', 'Electronic'],
    skills: ['MIDI Programming', 'Beat Making'],
    credits: [{ project: 'Kigali Nights (single)', role: 'Drum programming', year: yearsAgo(0) }],
    socialMedia: socials({ instagram: 'grace_nyira', twitter: 'gracenyira' }),
  },
  {
    name: 'Olivier Mugabo',
    level: 'Mid-level',
    bio: 'Olivier arranges strings and horns for pop and gospel records and writes orchestral scores for short films. He plays cello, guitar and a little inanga.',
    contactEmail: 'olivier.mugabo@example.com',
    yearsExperience: 6,
    genres: ['Classical', 'Folk', 'Pop'],
    skills: ['Orchestration', 'Composition', 'Arrangement'],
    credits: [
      { project: 'Chamber Pieces', role: 'String arranger', year: yearsAgo(2) },
      { project: 'The Long Road Home (film)', role: 'Composer', year: yearsAgo(3) },
    ],
    socialMedia: socials({ facebook: 'olivier.mugabo', soundCloud: 'https://soundcloud.com/olivier-mugabo' }),
  },
  {
    name: "Diane Uwera-D'Souza",
    level: 'Senior',
    bio: 'Diane splits her time between the studio and the stage, where she mixes front-of-house for the label’s live shows. In the studio she focuses on reggae and dancehall productions.',
    contactEmail: 'diane.uwera@example.com',
    yearsExperience: 9,
    genres: ['Reggae', 'Hip-Hop', 'R&B'],
    skills: ['Mixing', 'Live Recording', 'Lyric Writing'],
    credits: [
      { project: 'Summer Live Sessions', role: 'FOH engineer', year: yearsAgo(1) },
      { project: 'Log Drum Sundays', role: 'Mixing engineer', year: yearsAgo(0) },
    ],
    socialMedia: socials({ instagram: 'diane.uwera', twitter: 'dianeuwera', youtube: 'https://youtu.be/dianeUweraLive' }),
  },
]
