import { z } from 'zod'
import { LIMITS } from './constants'
import { IdSchema, IsoDateSchema } from './common'
import { dataUrlField, mediaUpdateField } from './data-url'
import { capped, optionalText, requiredText } from './fields'

export const ArtistSocialLinksSchema = z.object({
  facebook: z.string().default(''),
  instagram: z.string().default(''),
  twitter: z.string().default(''),
  youtube: z.string().default(''),
  tiktok: z.string().default(''),
})
export type ArtistSocialLinks = z.infer<typeof ArtistSocialLinksSchema>

export const ArtistSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  bio: z.string(),
  age: z.number().nullable(),
  management: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  socialLinks: ArtistSocialLinksSchema,
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema.optional(),
})
export type Artist = z.infer<typeof ArtistSchema>

/** A social handle or URL: short, no spaces. */
const handle = z.string().trim().max(200, capped('text.tooLong')).regex(/^\S*$/, 'social.invalid')

const ArtistSocialInputSchema = z
  .object({
    facebook: handle.optional().default(''),
    instagram: handle.optional().default(''),
    twitter: handle.optional().default(''),
    youtube: handle.optional().default(''),
    tiktok: handle.optional().default(''),
  })
  .optional()
  .default({ facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' })

/** Age arrives as a number or as the text of a number input; empty means unknown. */
const ageField = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
  z
    .number({ error: 'artist.ageInvalid' })
    .int('artist.ageInvalid')
    .min(1, 'artist.ageMin')
    .max(150, 'artist.ageInvalid')
    .nullable(),
)

const artistFields = {
  name: requiredText('artist.nameRequired', LIMITS.nameMax * 2),
  bio: requiredText('artist.bioRequired', LIMITS.textMax),
  age: ageField.optional().default(null),
  management: optionalText(LIMITS.nameMax * 2),
  socialLinks: ArtistSocialInputSchema,
}

export const CreateArtistBodySchema = z.object({
  ...artistFields,
  imageUrl: dataUrlField('artist.imageRequired'),
})
export type CreateArtistBody = z.input<typeof CreateArtistBodySchema>

export const UpdateArtistBodySchema = z.object({
  ...artistFields,
  imageUrl: mediaUpdateField,
  image: mediaUpdateField,
})
export type UpdateArtistBody = z.input<typeof UpdateArtistBodySchema>
