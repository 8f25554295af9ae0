import { z } from 'zod'

/**
 * Field builders of the request bodies. Validation messages are keys of the `validation`
 * translation namespace (locales/<lng>/validation.json); the English file holds the wording.
 */

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

/**
 * The rule of a refine, for the OpenAPI document: JSON Schema cannot see inside a refine, so a
 * field whose check is code says what it accepts here (a pattern, an enum), in JSON Schema terms.
 */
export const documented = <T extends z.ZodType>(schema: T, rule: Record<string, unknown>) =>
  schema.meta(rule)
