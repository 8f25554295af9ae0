import { z } from 'zod'
import {
  ArtistSocialLinksSchema,
  FILMMAKER_SPECIALIZATIONS,
  MUSIC_GENRES,
  PRODUCER_GENRES,
  PRODUCER_LEVELS,
  PRODUCER_SKILLS,
  ProducerSocialMediaSchema,
} from '../../contract'
import { SCENE_KINDS } from './artwork/scene'
import type { TrackStyle } from './audio'
import artists from './data/artists.json' with { type: 'json' }
import contactMessages from './data/contact-messages.json' with { type: 'json' }
import filmmakers from './data/filmmakers.json' with { type: 'json' }
import gallery from './data/gallery.json' with { type: 'json' }
import producers from './data/producers.json' with { type: 'json' }
import tracks from './data/tracks.json' with { type: 'json' }
import { GROOVES } from './synth/grooves'
import { SCALES } from './synth/melody'
import { TABLES } from './synth/voices'

/**
 * The demo content: data/*.json, checked against these schemas when the seed loads it (a typo in
 * a file fails at start, not as a wrong row). Names and contacts are fictional; any likeness to a
 * real person is unintended.
 */

/** One of the keys of a synth's table (its grooves, scales, wave tables). */
const keyOf = <K extends string>(table: Record<K, unknown>) =>
  z.enum(Object.keys(table) as [K, ...K[]])

/** Credits give their year as years before this one, so they stay valid (never in the future). */
const thisYearMinus = (years: number) => new Date().getFullYear() - years

const DemoArtistSchema = z.strictObject({
  name: z.string(),
  bio: z.string(),
  age: z.number().int().nullable(),
  management: z.string(),
  /** The networks the artist is on; the contract's defaults leave the others empty. */
  socialLinks: z.strictObject(ArtistSocialLinksSchema.shape),
})

/** Each track is synthesised at seed time in its own tempo, key and style (60-90 seconds). */
const TrackStyleSchema: z.ZodType<TrackStyle> = z.strictObject({
  bpm: z.number(),
  key: z.number().int(),
  mode: keyOf(SCALES),
  progression: z.array(z.number().int()),
  groove: keyOf(GROOVES),
  lead: z.enum(['mallet', 'pluck', 'bell']),
  pad: keyOf(TABLES),
  seconds: z.number(),
  hasSevenths: z.boolean().optional(),
  hasArpeggio: z.boolean().optional(),
  swing: z.number().optional(),
})

const DemoTrackSchema = z.strictObject({
  title: z.string(),
  /** One of the artists' names. */
  artist: z.string(),
  album: z.string(),
  genre: z.enum(MUSIC_GENRES),
  /** Months before today the track was released. */
  releasedMonthsAgo: z.number(),
  youtubeLink: z.string(),
  tags: z.array(z.string()),
  /** How much listeners favour it: the play generator's weight. */
  popularity: z.number(),
  style: TrackStyleSchema,
})

const CreditSchema = z
  .strictObject({ project: z.string(), role: z.string(), yearsAgo: z.number().int().min(0) })
  .transform(({ project, role, yearsAgo }) => ({ project, role, year: thisYearMinus(yearsAgo) }))

const DemoProducerSchema = z.strictObject({
  name: z.string(),
  level: z.enum(PRODUCER_LEVELS),
  bio: z.string(),
  contactEmail: z.string(),
  yearsExperience: z.number().int(),
  genres: z.array(z.enum(PRODUCER_GENRES)),
  skills: z.array(z.enum(PRODUCER_SKILLS)),
  credits: z.array(CreditSchema),
  /** As an artist's links: the others are empty. */
  socialMedia: z.strictObject(ProducerSocialMediaSchema.shape),
})

const PortfolioItemSchema = z
  .strictObject({ title: z.string(), yearsAgo: z.number().int().min(0), role: z.string() })
  .transform(({ title, yearsAgo, role }) => ({ title, year: thisYearMinus(yearsAgo), role }))

const DemoFilmmakerSchema = z.strictObject({
  name: z.string(),
  bio: z.string(),
  specialization: z.enum(FILMMAKER_SPECIALIZATIONS),
  experience: z.number().int(),
  isActive: z.boolean(),
  portfolio: z.array(PortfolioItemSchema),
  contactEmail: z.string(),
  contactPhone: z.string(),
})

/** Four categories in mixed aspect ratios, so the masonry grid has something to lay out. */
const DemoGalleryItemSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  category: z.enum(SCENE_KINDS),
  width: z.number().int(),
  height: z.number().int(),
})

const DemoContactMessageSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  daysAgo: z.number(),
})

export type DemoArtist = z.output<typeof DemoArtistSchema>
export type DemoTrack = z.output<typeof DemoTrackSchema>
export type DemoProducer = z.output<typeof DemoProducerSchema>
export type DemoFilmmaker = z.output<typeof DemoFilmmakerSchema>
export type DemoGalleryItem = z.output<typeof DemoGalleryItemSchema>
export type DemoContactMessage = z.output<typeof DemoContactMessageSchema>

const load = <T extends z.ZodType>(schema: T, rows: unknown): readonly z.output<T>[] =>
  z.array(schema).parse(rows)

export const DEMO_ARTISTS = load(DemoArtistSchema, artists)
export const DEMO_TRACKS = load(DemoTrackSchema, tracks)
export const DEMO_PRODUCERS = load(DemoProducerSchema, producers)
export const DEMO_FILMMAKERS = load(DemoFilmmakerSchema, filmmakers)
export const DEMO_GALLERY = load(DemoGalleryItemSchema, gallery)
export const DEMO_CONTACT_MESSAGES = load(DemoContactMessageSchema, contactMessages)

export { DEMO_LISTENER, demoListenerNames } from './data/listeners'
