import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * A short-lived cache of one JSON response, already serialized and compressed, for the public
 * lists guests read on every page (the answer is the same for every guest). Without it a list
 * request pays a database query, schema serialization and compression each time; with it, a
 * fraction of that (bench/api-load.ts measures both against a bare route).
 *
 * Never stale after a write: the resource's routes call `invalidate()` once a write has committed,
 * and a fill that started before the write is not kept (generations). The TTL only bounds what
 * this process cannot see, such as writes by another server process on the same PostgreSQL.
 * Per-user variants (userPlays, isLikedByUser) must not go through it: cache the guest answer only.
 */

type Encoding = 'br' | 'gzip'

/** The same as @fastify/compress: below this size compression is not worth it. */
const COMPRESS_THRESHOLD = 1024
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }
const compressors: Record<Encoding, (json: string) => Promise<Buffer>> = {
  br: (json) => promisify(brotliCompress)(json, BROTLI_OPTIONS),
  gzip: (json) => promisify(gzip)(json),
}

interface Entry {
  json: string
  expiresAt: number
  encoded: Map<Encoding, Promise<Buffer>>
  /** The same bytes once compressed, so a hit sends them without waiting on a promise. */
  ready: Map<Encoding, Buffer>
}

/** The encoding a client accepts with the highest q-value; brotli wins a tie, as with the plugin. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const quality = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';')
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined)
    quality.set(token.trim() === 'x-gzip' ? 'gzip' : token.trim(), q === undefined ? 1 : Number(q))
  }
  const of = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0
  const [best] = (['br', 'gzip'] as const)
    .filter((encoding) => of(encoding) > 0)
    .sort((a, b) => of(b) - of(a))
  return best
}

export class ResponseCache {
  private entry: Entry | undefined
  private pending: { generation: number; promise: Promise<Entry> } | undefined
  private generation = 0

  constructor(private readonly options: { ttlMs: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now()
  }

  /** Forget the cached answer; call after every committed write to the resource. */
  invalidate() {
    this.generation += 1
    this.entry = undefined
  }

  /** Sends the cached answer, rendering it with `render` (the JSON text) when there is none. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<string>,
  ): Promise<FastifyReply> {
    const fresh = this.entry && this.entry.expiresAt > this.now() ? this.entry : undefined
    const entry = fresh ?? (await this.current(render))
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
    const encoding =
      entry.json.length >= COMPRESS_THRESHOLD
        ? negotiateEncoding(request.headers['accept-encoding'])
        : undefined
    if (!encoding) return reply.send(entry.json)
    const ready = entry.ready.get(encoding)
    if (ready) return reply.header('content-encoding', encoding).send(ready)
    let encoded = entry.encoded.get(encoding)
    if (!encoded) {
      encoded = compressors[encoding](entry.json).then(
        (bytes) => {
          entry.ready.set(encoding, bytes)
          return bytes
        },
        (error: unknown) => {
          entry.encoded.delete(encoding)
          throw error
        },
      )
      entry.encoded.set(encoding, encoded)
    }
    // A Content-Encoding already set tells @fastify/compress to leave the bytes alone.
    return reply.header('content-encoding', encoding).send(await encoded)
  }

  private current(render: () => Promise<string>): Promise<Entry> {
    if (this.entry && this.entry.expiresAt > this.now()) return Promise.resolve(this.entry)
    // Concurrent misses share one render, unless a write happened since it started.
    if (this.pending?.generation === this.generation) return this.pending.promise
    const generation = this.generation
    const promise = render()
      .then((json) => {
        const entry: Entry = {
          json,
          expiresAt: this.now() + this.options.ttlMs,
          encoded: new Map(),
          ready: new Map(),
        }
        if (generation === this.generation) this.entry = entry
        return entry
      })
      .finally(() => {
        if (this.pending?.promise === promise) this.pending = undefined
      })
    this.pending = { generation, promise }
    return promise
  }
}

/** Long enough to absorb a burst of page views, short enough to bound another process's writes. */
export const GUEST_LIST_TTL_MS = 2000
/**
 * Distinct queries of one list kept at once (the whole list, its first pages, a genre): what
 * every visitor's browser asks for. Searches are not kept: each text is asked rarely, and would
 * push out the pages everyone reads.
 */
export const GUEST_LIST_QUERIES = 64

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Query parameters that never change a guest's answer (the identity comes from the token). */
const IGNORED_PARAMETERS = new Set(['userId'])

/**
 * One cached answer per distinct (parsed) query of a list: a page or a filter is never answered
 * with the cached whole list, nor one page with another's.
 */
export class GuestListCache {
  private readonly answers = new Map<string, ResponseCache>()

  constructor(private readonly options: { ttlMs: number; maxQueries: number }) {}

  invalidate() {
    for (const answer of this.answers.values()) answer.invalidate()
    this.answers.clear()
  }

  send(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<string>,
  ): Promise<FastifyReply> {
    const query = (request.query ?? {}) as Record<string, unknown>
    if (query.q) return sendFresh(reply, render)
    const key = JSON.stringify(
      Object.entries(query)
        .filter(([name, value]) => value !== undefined && !IGNORED_PARAMETERS.has(name))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    )
    let answer = this.answers.get(key)
    if (!answer) {
      // The oldest query goes first: a Map iterates in insertion order.
      if (this.answers.size >= this.options.maxQueries)
        this.answers.delete(this.answers.keys().next().value as string)
      answer = new ResponseCache({ ttlMs: this.options.ttlMs })
      this.answers.set(key, answer)
    }
    return answer.send(request, reply, render)
  }
}

async function sendFresh(reply: FastifyReply, render: () => Promise<string>) {
  const json = await render()
  return reply.header('content-type', 'application/json; charset=utf-8').send(json)
}

/**
 * A guest-list cache for one resource's route plugin. Every write route of that plugin (any
 * method but a read) forgets the cached answers before its response leaves, so a client that
 * reads after its write has been acknowledged never sees the old list; through the app's
 * invalidation bus (server/cluster/invalidation.ts) every other node forgets its copy too. The
 * hook is encapsulated by the plugin: other resources' writes don't touch this cache.
 */
export function guestListCache(
  app: FastifyInstance,
  resource: string,
  ttlMs = GUEST_LIST_TTL_MS,
): GuestListCache {
  const cache = new GuestListCache({ ttlMs, maxQueries: GUEST_LIST_QUERIES })
  const stopListening = app.invalidation.on(resource, () => cache.invalidate())
  app.addHook('onClose', (_instance, done) => {
    stopListening()
    done()
  })
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method))
      app.invalidation.changed(resource, (error) =>
        request.log.warn({ err: error }, 'cache invalidation not published'),
      )
    done(null, payload)
  })
  return cache
}
