import { appendFileSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'

/**
 * Every answer the server tests see, checked against the OpenAPI document: a status a test
 * provokes on a route is one a client can meet, so the document must list it.
 *
 * tests/server/status-log.global.ts gives the run a directory in STATUS_LOG_ENV; each test app of
 * helpers.ts then appends each new (method, route, status) to a file of its worker, and at the end
 * of the run the global teardown compares them with the document and fails the run on a gap.
 */

export const STATUS_LOG_ENV = 'LABEL_TEST_STATUS_LOG_DIR'

export interface Observation {
  method: string
  /** The route's pattern (`/api/v1/music/:id`), or null when no route matched. */
  route: string | null
  /** The path without its query, for answers no route gave. */
  path: string
  status: number
}

/** Lines already written, per file. */
const written = new Map<string, Set<string>>()

/** Records the app's answers when the run asked for it (STATUS_LOG_ENV set); else does nothing. */
export function recordStatuses(app: FastifyInstance) {
  const dir = process.env[STATUS_LOG_ENV]
  if (!dir) return
  const file = join(dir, `${process.pid}-${threadId}.jsonl`)
  const seen = written.get(file) ?? new Set<string>()
  written.set(file, seen)
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? null
    const observation: Observation = {
      method: request.method,
      route,
      // Only answers outside any route need their path; keeping it for routes would log every id.
      path: route ? '' : (request.url.split('?')[0] ?? ''),
      status: reply.statusCode,
    }
    const line = JSON.stringify(observation)
    // One line per distinct answer: a few hundred in a run, whatever the number of requests.
    if (!seen.has(line)) {
      seen.add(line)
      appendFileSync(file, `${line}\n`)
    }
    done()
  })
}

export function readObservations(dir: string): Observation[] {
  const lines = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .filter(Boolean)
  return [...new Set(lines)].map((line) => JSON.parse(line) as Observation)
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
}

/** `/api/v1/music/:id` in Fastify's words is `/api/v1/music/{id}` in OpenAPI's. */
export const toOpenApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}')

const templateMatches = (template: string, path: string) =>
  new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`,
  ).test(path)

/** The document's path for a concrete path: a literal one first (`/artist/add` before `/artist/{id}`). */
const pathTemplate = (document: OpenApiDocument, path: string) =>
  document.paths[path]
    ? path
    : Object.keys(document.paths).find((candidate) => templateMatches(candidate, path))

/**
 * What the document fails to say about the observed answers, one sentence each:
 * - an answer of a documented route whose status that operation does not list (HEAD is GET's);
 * - a route under /api/ that the document does not show at all;
 * - a method a documented path does not list, answered with anything but 404 or 405 (the
 *   document's description promises those), whether the not-found handler or a hidden route
 *   answered it.
 * Answers of hidden routes (the docs UI, the SPA) and of unknown paths are not its business.
 */
export function undocumentedAnswers(
  document: OpenApiDocument,
  observations: Observation[],
): string[] {
  const problems = new Set<string>()
  for (const { method, route, path, status } of observations) {
    const verb = (method === 'HEAD' ? 'GET' : method).toLowerCase()
    const template = route ? toOpenApiPath(route) : pathTemplate(document, path)
    const operations = template === undefined ? undefined : document.paths[template]
    const operation = operations?.[verb]
    if (operation) {
      if (!operation.responses?.[status] && !operation.responses?.default)
        problems.add(
          `${method} ${route ?? template} answered ${status}, which the document does not list`,
        )
    } else if (operations) {
      // A method the path does not list, whether a hidden route or the not-found handler answered.
      if (![404, 405].includes(status))
        problems.add(`${method} ${template} (no such method) answered ${status}, not 404 or 405`)
    } else if (route?.startsWith('/api/') && !route.startsWith('/api/docs')) {
      problems.add(`${method} ${route} answered ${status}, but the document has no such route`)
    }
  }
  return [...problems].sort()
}
