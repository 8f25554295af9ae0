import type { FastifyInstance } from 'fastify'
import { badRequest } from '../lib/http-error'

/**
 * Text no person types and no database stores: a NUL character (PostgreSQL refuses it in text and
 * jsonb) and a lone UTF-16 surrogate (not valid Unicode, so it cannot be encoded as UTF-8). Without
 * this guard either one reached the database and came back as a 500 (issue 14). It runs before
 * validation on every route, over the path parameters, the query and the JSON body, keys included.
 */

const INVALID_TEXT =
  'The request contains characters that are not allowed (a NUL or an unpaired surrogate).'

/** JSON bodies are at most a few levels deep; anything deeper is refused rather than walked. */
const MAX_DEPTH = 32

const isBadText = (value: string) => value.includes('\u0000') || !value.isWellFormed()

/** The dotted path of the first bad string (or key) in a parsed value, or undefined. */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? path : undefined
  if (value === null || typeof value !== 'object') return undefined
  if (depth > MAX_DEPTH) return path
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as Record<string, unknown>)
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key
    if (isBadText(key)) return itemPath
    const found = findBadText(item, itemPath, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

export function setupTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findBadText(value)
      if (path !== undefined) {
        done(badRequest(INVALID_TEXT, [{ path: path || context, message: INVALID_TEXT }]))
        return
      }
    }
    done()
  })
}
