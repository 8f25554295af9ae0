import { z } from 'zod'

/**
 * Shared pieces of the /api/v1 contract. Validation messages are keys of the `validation`
 * translation namespace (locales/<lng>/validation.json); the English file holds the wording.
 */

export const IdSchema = z.string().min(1)
/** Dates leave the server as `Date#toISOString()`; the format is for the OpenAPI document. */
export const IsoDateSchema = z.string().meta({ format: 'date-time' })

/** Any id is accepted here: an id that matches nothing is a 404 from the repository, never a 400. */
export const IdParamsSchema = z.object({ id: z.string().min(1) })

/** A file sent inline, as the contract requires: `data:<mime>;base64,<payload>`. */
export const DATA_URL_PATTERN = /^data:([\w.+-]+\/[\w.+-]+)(;[\w=.+-]+)*;base64,/
export const isDataUrl = (value: string) => DATA_URL_PATTERN.test(value)

/** Server-side media reference (what a stored entity carries): a `/media/...` URL or empty. */
export const MediaUrlSchema = z.string()

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>

export const MessageEnvelopeSchema = z.object({ success: z.boolean(), message: z.string() })

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data })
}

export function messageEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data: data.optional() })
}

/**
 * The options of a length cap: a failed cap stops the checks that follow it, so no pattern or
 * refine ever runs on over-long text (one that did held the server: docs/decisions/026). Put the cap before every pattern: `.max(100, capped('key'))`.
 */
export const capped = (message: string) => ({ error: message, abort: true })

/** Empty strings from a form mean "not given". */
export const optionalText = (max: number, message = 'text.tooLong') =>
  z.string().trim().max(max, capped(message)).optional().default('')

/** The pattern tells the OpenAPI document what the trim + min(1) mean: not only spaces. */
export const requiredText = (required: string, max: number, tooLong = 'text.tooLong') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, capped(tooLong))
    .meta({ pattern: '\\S' })

/**
 * Something, an @, then a domain of dot-separated labels with at least one dot. Linear time: the
 * labels exclude the dot that separates them, so no input makes the engine backtrack
 * (docs/decisions/026). Callers check the length first.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
export const emailField = (required = 'email.required', invalid = 'email.invalid') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, capped('email.tooLong'))
    .regex(EMAIL_PATTERN, invalid)

/** A phone number or nothing: digits, spaces and + ( ) -, at most 30 characters. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(30, capped('contact.phoneInvalid'))
    .regex(/^[+\d\s()-]*$/, 'contact.phoneInvalid')
    .optional()
    .default('')

/**
 * A year from a number or a form's text; empty or missing is this year. The upper bound is this
 * year plus `yearsAhead`, computed when validating (a server running over New Year moves with it).
 */
export const yearField = (message: string, min: number, yearsAhead = 0) =>
  z
    .preprocess(
      (value) =>
        value === '' || value === undefined || value === null
          ? new Date().getFullYear()
          : Number(value),
      z
        .number({ error: message })
        .int(message)
        .min(min, message)
        .refine((year) => year <= new Date().getFullYear() + yearsAhead, message),
    )
    // A missing year is this year, as the preprocess makes it; the default also marks it optional.
    .default(() => new Date().getFullYear())

export const dataUrlField = (required: string) =>
  z.string({ error: required }).min(1, required).regex(DATA_URL_PATTERN, 'file.invalid')

/** A data URL or empty (no file): a pattern rather than a refine, so the OpenAPI document shows it. */
export const optionalDataUrlField = () =>
  z
    .string()
    .regex(new RegExp(`^$|${DATA_URL_PATTERN.source}`), 'file.invalid')
    .optional()
    .default('')

/**
 * The rule of a refine, for the OpenAPI document: JSON Schema cannot see inside a refine, so a
 * field whose check is code says what it accepts here (a pattern, an enum), in JSON Schema terms.
 */
export const documented = <T extends z.ZodType>(schema: T, rule: Record<string, unknown>) =>
  schema.meta(rule)

/** On update a media field is either a new data URL, the stored URL kept as is, or empty. */
export const mediaUpdateField = z.string().optional()
