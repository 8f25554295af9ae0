import type { FastifyServerOptions } from 'fastify'

/**
 * What the server logs must never carry a password, a password hash, a token or a data URL
 * (issue 14: a failed insert logged its parameters, a password hash among them). Bodies are never
 * logged; these serializers cut what could still leak: the values of a URL's query parameters,
 * the `params:` of a failed query (Drizzle puts them in the error's message), and anything shaped
 * like a secret in an error's text.
 */

export const REDACTED = '[redacted]'

/** A path with its query parameters' values replaced: `/a?token=x&b` -> `/a?token=[redacted]&b`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?')
  if (mark < 0) return url
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      return equals < 0 ? pair : `${pair.slice(0, equals)}=${REDACTED}`
    })
    .join('&')
  return `${url.slice(0, mark)}?${query}`
}

const SECRETS: [RegExp, string][] = [
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <every value>".
  [/\nparams:[^]*$/, `\nparams: ${REDACTED}`],
  [
    /data:[\w.+-]{1,100}\/[\w.+-]{1,100}(?:;[\w=.+-]{1,100}){0,8};base64,[\w+/=]*/g,
    `data:${REDACTED}`,
  ],
  [/scrypt\$[\w$+/=]*/g, REDACTED],
  [/\$argon2[\w$,=+/]*/g, REDACTED],
  [/Bearer\s+\S+/gi, `Bearer ${REDACTED}`],
]

export function redactText(text: string): string {
  return SECRETS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  )
}

interface SerializedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
  code?: string
  cause?: SerializedError
}

/**
 * An error as the log keeps it: type, message, stack and code, redacted, and its causes the same
 * way. Own properties (a query's `params`, a request's body) are left out on purpose.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: redactText(String(error)), stack: '' }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
    ...(typeof code === 'string' && { code }),
    ...(error.cause !== undefined &&
      depth < 4 && { cause: serializeError(error.cause, depth + 1) }),
  }
}

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
}

/** Fastify's logger options with the redacting serializers; `level` as in the environment. */
export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => serializeError(error),
    },
  }
}
