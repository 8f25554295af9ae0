import { z } from 'zod'
import {
  DEFAULT_FILMMAKER_SPECIALIZATION,
  FILMMAKER_SPECIALIZATIONS,
  LEGACY_FILMMAKER_SPECIALIZATIONS,
  LIMITS,
} from './constants'
import { IdSchema, IsoDateSchema } from './common'
import { dataUrlField, mediaUpdateField } from './data-url'
import {
  EMAIL_PATTERN,
  capped,
  documented,
  optionalText,
  optionalPhone,
  requiredText,
  yearField,
} from './fields'

export const PortfolioItemSchema = z.object({
  title: z.string(),
  year: z.number().int(),
  role: z.string(),
})
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>

export const FilmmakerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  bio: z.string(),
  image: z.string(),
  specialization: z.string(),
  experience: z.number().int(),
  isActive: z.boolean(),
  portfolio: z.array(PortfolioItemSchema),
  contact: z.object({ email: z.string(), phone: z.string() }),
  /** Admin list and edit views read the e-mail here as well (docs/product.md §8). */
  email: z.string(),
  createdAt: IsoDateSchema,
})
export type Filmmaker = z.infer<typeof FilmmakerSchema>

const ACCEPTED_SPECIALIZATIONS: readonly string[] = [
  ...FILMMAKER_SPECIALIZATIONS,
  ...LEGACY_FILMMAKER_SPECIALIZATIONS,
]

/** Non-numeric experience becomes 0 (docs/product.md §9). */
const experienceField = z.preprocess(
  (value) => {
    const number = typeof value === 'string' ? Number.parseInt(value, 10) : value
    return typeof number === 'number' && Number.isFinite(number) ? number : 0
  },
  z
    .number()
    .int('filmmaker.experienceMin')
    .min(0, 'filmmaker.experienceMin')
    .max(80, 'filmmaker.experienceMax'),
)

export const portfolioInputSchema = z.object({
  title: optionalText(200),
  role: optionalText(100),
  year: yearField('filmmaker.portfolioYear', LIMITS.portfolioYearMin, LIMITS.portfolioYearsAhead),
})

/** An e-mail or empty; the pattern is for the OpenAPI document, the refine keeps its message. */
const optionalEmail = () =>
  documented(
    z
      .string()
      .trim()
      .max(LIMITS.emailMax, capped('email.tooLong'))
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), 'email.invalid'),
    { pattern: `^$|${EMAIL_PATTERN.source}` },
  )

const contactInputSchema = z.object({
  email: optionalEmail().optional().default(''),
  phone: optionalPhone(),
})

const filmmakerFields = {
  name: requiredText('filmmaker.nameRequired', LIMITS.nameMax * 2),
  bio: requiredText('filmmaker.bioRequired', LIMITS.textMax),
  specialization: documented(
    z
      .string()
      .optional()
      .default(DEFAULT_FILMMAKER_SPECIALIZATION)
      .refine(
        (value) => ACCEPTED_SPECIALIZATIONS.includes(value),
        'filmmaker.specializationInvalid',
      ),
    { enum: ACCEPTED_SPECIALIZATIONS },
  ),
  experience: experienceField.optional().default(0),
  portfolio: z.array(portfolioInputSchema).max(50, 'text.tooLong').optional().default([]),
  contact: contactInputSchema.optional().default({ email: '', phone: '' }),
  isActive: z.boolean().optional(),
}

export const CreateFilmmakerBodySchema = z.object({
  ...filmmakerFields,
  image: dataUrlField('filmmaker.imageRequired'),
})
export type CreateFilmmakerBody = z.input<typeof CreateFilmmakerBodySchema>

export const UpdateFilmmakerBodySchema = z.object({
  ...filmmakerFields,
  /** The admin edit view sends the e-mail at the top level too. */
  email: optionalEmail().optional(),
  image: mediaUpdateField,
})
export type UpdateFilmmakerBody = z.input<typeof UpdateFilmmakerBodySchema>
