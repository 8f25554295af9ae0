import { z } from 'zod'

/** Shared pieces of the /api/v1 contract's answers: ids, dates and the envelopes. */

export const IdSchema = z.string().min(1)
/** Dates leave the server as `Date#toISOString()`; the format is for the OpenAPI document. */
export const IsoDateSchema = z.string().meta({ format: 'date-time' })

/** Any id is accepted here: an id that matches nothing is a 404 from the repository, never a 400. */
export const IdParamsSchema = z.object({ id: z.string().min(1) })

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
