import { z } from 'zod'
import { LIMITS, PRODUCER_GENRES, PRODUCER_LEVELS, PRODUCER_SKILLS } from './constants'
import { IdSchema, IsoDateSchema } from './common'
import { dataUrlField, mediaUpdateField } from './data-url'
import { EMAIL_PATTERN, capped, documented, optionalText, yearField } from './fields'

export const CreditSchema = z.object({
  project: z.string(),
  role: z.string(),
  year: z.number().int(),
})
export type Credit = z.infer<typeof CreditSchema>

export const ProducerSocialMediaSchema = z.object({
  instagram: z.string().default(''),
  twitter: z.string().default(''),
  facebook: z.string().default(''),
  spotify: z.string().default(''),
  soundCloud: z.string().default(''),
  youtube: z.string().default(''),
  appleMusic: z.string().default(''),
})
export type ProducerSocialMedia = z.infer<typeof ProducerSocialMediaSchema>

export const ProducerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  level: z.string(),
  bio: z.string(),
  contactEmail: z.string(),
  yearsExperience: z.number(),
  image: z.string(),
  genres: z.array(z.string()),
  skills: z.array(z.string()),
  credits: z.array(CreditSchema),
  socialMedia: ProducerSocialMediaSchema,
  createdAt: IsoDateSchema,
})
export type Producer = z.infer<typeof ProducerSchema>

/** The producer form sends lists and objects as JSON strings (docs/product.md §9); values too. */
const jsonString = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value) as unknown
    } catch {
      return value
    }
  }, schema)

const numberLike = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    schema,
  )

export const producerFields = {
  name: z
    .string({ error: 'producer.nameRequired' })
    .trim()
    .min(1, 'producer.nameRequired')
    .min(LIMITS.nameMin, 'producer.nameMin')
    .max(LIMITS.nameMax, capped('producer.nameMax'))
    .regex(/^[\p{L}\s'-]+$/u, 'producer.namePattern'),
  level: documented(
    z
      .string({ error: 'producer.levelRequired' })
      .min(1, 'producer.levelSelect')
      .refine(
        (value) => (PRODUCER_LEVELS as readonly string[]).includes(value),
        'producer.levelSelect',
      ),
    { enum: [...PRODUCER_LEVELS] },
  ),
  bio: z
    .string({ error: 'producer.bioRequired' })
    .trim()
    .min(1, 'producer.bioRequired')
    .min(LIMITS.producerBioMin, 'producer.bioMin')
    .max(LIMITS.bioMax, 'producer.bioMax'),
  genres: jsonString(
    z
      .array(z.enum(PRODUCER_GENRES, { error: 'producer.genreInvalid' }), {
        error: 'producer.genresMin',
      })
      .min(1, 'producer.genresMin'),
  ),
  skills: jsonString(
    z
      .array(z.enum(PRODUCER_SKILLS, { error: 'producer.skillInvalid' }), {
        error: 'producer.skillsMin',
      })
      .min(1, 'producer.skillsMin'),
  ),
  yearsExperience: numberLike(
    z
      .number({ error: 'producer.yearsRequired' })
      .int('producer.yearsRequired')
      .min(LIMITS.yearsExperienceMin, 'producer.yearsMin')
      .max(LIMITS.yearsExperienceMax, 'producer.yearsMax'),
  ),
  contactEmail: z
    .string({ error: 'producer.emailRequired' })
    .trim()
    .min(1, 'producer.emailRequired')
    .max(LIMITS.emailMax, capped('producer.emailMax'))
    .regex(EMAIL_PATTERN, 'producer.emailInvalid'),
}

/** Credit years run from 1900 to the current year; the bound is computed when validating. */
export const creditInputSchema = z.object({
  project: optionalText(200),
  role: optionalText(100),
  year: yearField('producer.creditYear', LIMITS.creditYearMin),
})

const optionalPattern = (pattern: RegExp, message: string) =>
  documented(
    z
      .string()
      .trim()
      .max(LIMITS.urlMax, capped(message))
      .optional()
      .default('')
      .refine((value) => value === '' || pattern.test(value), message),
    { pattern: `^$|${pattern.source}` },
  )

export const SOCIAL_PATTERNS = {
  instagram: /^[A-Za-z0-9._]{1,30}$/,
  twitter: /^[A-Za-z0-9_]{1,15}$/,
  facebook: /^[A-Za-z0-9.]{5,}$/,
  spotify: /^https:\/\/(open\.spotify\.com\/artist\/|spoti\.fi\/)\S+$/,
  soundCloud: /^https:\/\/(www\.)?soundcloud\.com\/\S+$/,
  youtube: /^https:\/\/((www\.)?youtube\.com\/(channel\/|c\/|@)|youtu\.be\/)\S+$/,
  appleMusic: /^https:\/\/music\.apple\.com\/\S+$/,
} as const

export const producerSocialInputSchema = z.object({
  instagram: optionalPattern(SOCIAL_PATTERNS.instagram, 'producer.instagram'),
  twitter: optionalPattern(SOCIAL_PATTERNS.twitter, 'producer.twitter'),
  facebook: optionalPattern(SOCIAL_PATTERNS.facebook, 'producer.facebook'),
  spotify: optionalPattern(SOCIAL_PATTERNS.spotify, 'producer.spotify'),
  soundCloud: optionalPattern(SOCIAL_PATTERNS.soundCloud, 'producer.soundCloud'),
  youtube: optionalPattern(SOCIAL_PATTERNS.youtube, 'producer.youtube'),
  appleMusic: optionalPattern(SOCIAL_PATTERNS.appleMusic, 'producer.appleMusic'),
})

/** The steps of the create wizard and the fields each one validates (docs/product.md §9). */
export const PRODUCER_STEP_FIELDS = {
  basic: ['name', 'level', 'bio'],
  details: ['genres', 'skills', 'yearsExperience', 'contactEmail'],
  social: ['credits', 'socialMedia'],
} as const

/** A producer with no social profile given: every platform empty. */
export const EMPTY_PRODUCER_SOCIAL = {
  instagram: '',
  twitter: '',
  facebook: '',
  spotify: '',
  soundCloud: '',
  youtube: '',
  appleMusic: '',
}

const producerBody = {
  ...producerFields,
  credits: jsonString(z.array(creditInputSchema).max(50, 'text.tooLong')).optional().default([]),
  socialMedia: jsonString(producerSocialInputSchema).optional().default(EMPTY_PRODUCER_SOCIAL),
}

export const CreateProducerBodySchema = z.object({
  ...producerBody,
  image: dataUrlField('producer.imageRequired'),
})
export type CreateProducerBody = z.input<typeof CreateProducerBodySchema>

export const UpdateProducerBodySchema = z.object({ ...producerBody, image: mediaUpdateField })
export type UpdateProducerBody = z.input<typeof UpdateProducerBodySchema>
