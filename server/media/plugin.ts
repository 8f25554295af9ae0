import type { FastifyPluginCallback } from 'fastify'
import { notFound } from '../lib/http-error'
import { STORED_NAME } from './files'
import { servedContentType } from './formats'
import type { MediaStore } from './index'
import { matchesEtag, parseRange } from './range'

/** Names are content hashes: a URL's bytes never change, so clients may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves stored media at /media/:name with a strong ETag, 304, and single byte ranges (206/416),
 * so the audio player can seek, streamed from whichever store holds them (disk or bucket). Only
 * stored-name shapes are looked up: no path ever reaches a store from the URL otherwise. Fastify
 * answers HEAD from the same handler.
 */
export const mediaPlugin: FastifyPluginCallback<{ store: MediaStore }> = (app, { store }, done) => {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params
    const match = STORED_NAME.exec(name)
    if (!match) throw notFound()
    const [, hash = '', width, ext] = match
    const { blobs } = store
    let stats = await blobs.stat(name)
    if (!stats && width && ext === 'webp') {
      // A variant not written yet (the image predates it): made once, then served like any file.
      if (await store.ensureVariant(hash, Number(width))) stats = await blobs.stat(name)
    }
    if (!stats) throw notFound()

    const etag = `"${name.slice(0, name.lastIndexOf('.'))}"`
    reply
      .header('Content-Type', servedContentType(match[3] ?? ''))
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      .header('Last-Modified', stats.modified.toUTCString())
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()

    const ifRange = request.headers['if-range']
    const range =
      ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, stats.size)
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${stats.size}`).send()
    }
    if (range) {
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(await blobs.read(name, range))
    }
    return reply.header('Content-Length', stats.size).send(await blobs.read(name))
  })
  done()
}
