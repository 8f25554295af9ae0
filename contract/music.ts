import { z } from 'zod'
import { LIMITS, MUSIC_GENRES } from './constants'
import { IdSchema, IsoDateSchema } from './common'
import { dataUrlField, mediaUpdateField, optionalDataUrlField } from './data-url'
import { capped, documented, requiredText } from './fields'

export const MusicTrackSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  artist: z.string(),
  album: z.string(),
  genre: z.string(),
  releaseDate: IsoDateSchema.nullable(),
  duration: z.number(),
  coverImageUrl: z.string(),
  audioUrl: z.string(),
  youtubeLink: z.string(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  playCount: z.number().int().min(0),
  userPlays: z.number().int().min(0),
  createdAt: IsoDateSchema,
  /**
   * The waveform: 200 loudness values 0-255 across the track, empty when the audio could not be
   * decoded. Optional: the hosted API sends none, and the player then draws a plain bar.
   */
  peaks: z.array(z.number().int().min(0).max(255)).optional().meta({
    description: '200 values 0-255 (loudest moment of each stretch); [] when not decodable',
  }),
})
export type MusicTrack = z.infer<typeof MusicTrackSchema>

export const MusicPageSchema = z.object({
  docs: z.array(MusicTrackSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
})
export type MusicPage = z.infer<typeof MusicPageSchema>

export const MusicListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.musicPageMax).optional(),
  /** Ignored for identity (the token decides); accepted because older SPAs send it. */
  userId: z.string().optional(),
  /** Admins may ask for inactive tracks too. */
  includeInactive: z.enum(['true', 'false']).optional(),
})

export const PlayResponseSchema = z.object({
  success: z.literal(true),
  playCount: z.number().int().min(0),
  userPlays: z.number().int().min(0),
})
export type PlayResponse = z.infer<typeof PlayResponseSchema>

const youtubeField = documented(
  z
    .string()
    .trim()
    .max(LIMITS.urlMax, capped('text.tooLong'))
    .optional()
    .default('')
    .refine(
      (value) => value === '' || z.url({ protocol: /^https?$/ }).safeParse(value).success,
      'music.youtubeInvalid',
    ),
  { pattern: '^$|^[Hh][Tt][Tt][Pp][Ss]?://', description: 'Empty, or an http(s) URL' },
)

const durationField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'music.durationRequired' })
    .int('music.durationWhole')
    .min(1, 'music.durationMin')
    .max(24 * 3600, 'music.durationMax'),
)

const genreField = documented(
  z
    .string()
    .optional()
    .default('Other')
    .refine(
      (value) => value === '' || (MUSIC_GENRES as readonly string[]).includes(value),
      'music.genreInvalid',
    ),
  { enum: ['', ...MUSIC_GENRES], description: 'Empty means Other' },
).transform((value) => value || 'Other')

const releaseDateField = documented(
  z
    .string()
    .trim()
    .max(40, capped('music.releaseDateInvalid'))
    .optional()
    .default('')
    .refine(
      (value) => value === '' || !Number.isNaN(Date.parse(value)),
      'music.releaseDateInvalid',
    ),
  { description: 'Empty, or a date JavaScript’s Date.parse reads, such as 2024-05-31' },
)

const tagsField = z
  .array(z.string().trim().max(40, 'text.tooLong'))
  .max(20, 'text.tooLong')
  .optional()
  .default([])

const musicFields = {
  title: requiredText('music.titleRequired', LIMITS.titleMax),
  artist: requiredText('music.artistRequired', LIMITS.titleMax),
  album: z.string().trim().max(LIMITS.titleMax, 'text.tooLong').optional().default(''),
  genre: genreField,
  releaseDate: releaseDateField,
  duration: durationField,
  youtubeLink: youtubeField,
  tags: tagsField,
  isActive: z.boolean().optional(),
}

export const CreateMusicBodySchema = z.object({
  ...musicFields,
  audioUrl: dataUrlField('music.audioRequired'),
  coverImageUrl: optionalDataUrlField(),
  coverImageName: z.string().max(300).optional(),
  coverImageSize: z.number().optional(),
  audioFileName: z.string().max(300).optional(),
  audioFileSize: z.number().optional(),
})
export type CreateMusicBody = z.input<typeof CreateMusicBodySchema>

export const UpdateMusicBodySchema = z.object({
  ...musicFields,
  audioUrl: mediaUpdateField,
  coverImageUrl: mediaUpdateField,
})
export type UpdateMusicBody = z.input<typeof UpdateMusicBodySchema>
