import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorEnvelope } from '../../contract'
import { HttpError } from '../lib/http-error'
import { englishMessage } from '../lib/messages'

/**
 * One error handler for the whole app: every failure leaves as `{success:false, message, errors?}`.
 * Client mistakes get a 4xx that says what to fix; our own failures get a generic 5xx whose detail
 * (stack, SQL) goes to the log only.
 */

export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again shortly.'
const INTERNAL_ERROR = 'Something went wrong on our side. Please try again later.'

/** Fastify's own client-error codes, with wording for people. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; JSON was expected.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send JSON.'],
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const CONNECTION_MESSAGES =
  /PGlite is closed|Connection terminated|Cannot use a pool after calling end|timeout exceeded when trying to connect|connection error|Query read timeout/i

/** True when the error (or one it wraps, as Drizzle does) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
    if (CONNECTION_MESSAGES.test(current.message)) return true
    current = current.cause
  }
  return false
}

/** `/socialLinks/0/url` from the type provider becomes `socialLinks.0.url`. */
const toPath = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || ''

function toEnvelope(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorEnvelope } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: toPath(issue.instancePath, error.validationContext),
      message: englishMessage(issue.message ?? 'Invalid value'),
    }))
    return {
      status: 400,
      body: { success: false, message: errors[0]?.message ?? 'Invalid request', errors },
    }
  }
  if (error instanceof HttpError) {
    const errors = error.errors?.map((item) => ({ ...item, message: englishMessage(item.message) }))
    return {
      status: error.statusCode,
      body: { success: false, message: error.message, ...(errors && { errors }) },
    }
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined
  if (known) return { status: known[0], body: { success: false, message: known[1] } }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable')
    return { status: 503, body: { success: false, message: SERVICE_UNAVAILABLE } }
  }
  const status = error.statusCode ?? 500
  // A 4xx thrown by Fastify or a plugin (rate limit, static files) carries a message meant for the client.
  if (status >= 400 && status < 500)
    return { status, body: { success: false, message: error.message } }
  request.log.error({ err: error }, 'unhandled error')
  return { status: 500, body: { success: false, message: INTERNAL_ERROR } }
}

/** The router's own errors (Fastify's `frameworkErrors` option), as the envelope. */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it holds a character encoding that is not UTF-8.'
      : (FASTIFY_CLIENT_ERRORS[error.code]?.[1] ?? 'The request is not valid.')
  void reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .type('application/json; charset=utf-8')
    .send({ success: false, message } satisfies ErrorEnvelope)
}

/** Installs the handler on the root instance, so every route and plugin inherits it. */
export function setupErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toEnvelope(error, request)
    return reply.status(status).type('application/json; charset=utf-8').send(body)
  })
}

/** The 404 envelope for an unknown API path (the SPA plugin decides what other paths get). */
export function sendNotFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      message: `No route for ${request.method} ${path}`,
    } satisfies ErrorEnvelope)
}
