import { ErrorEnvelopeSchema } from '../../contract'

const DESCRIPTIONS = {
  400: 'Invalid input: `errors` lists each field and what is wrong',
  401: 'Not signed in, or the token is unknown, expired or revoked',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflict (for example, the e-mail is taken)',
  413: 'Too large',
  415: 'Unsupported file or content type',
  429: 'Too many requests; try again later',
  501: 'Not implemented (for example, an oEmbed format other than json)',
  503: 'The database is unavailable',
} as const
export type ErrorStatus = keyof typeof DESCRIPTIONS

/**
 * The error responses a route can give, for its `schema.response`: they document the route in
 * OpenAPI, and the error handler's envelope is serialized through them.
 * Usage: `response: { 200: ArtistSchema, ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorEnvelopeSchema> {
  const responses = {} as Record<S, typeof ErrorEnvelopeSchema>
  for (const status of statuses)
    responses[status] = ErrorEnvelopeSchema.describe(DESCRIPTIONS[status])
  return responses
}
