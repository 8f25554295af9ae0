import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { createHostedStore, type HostedStore } from '../../tests/components/hosted-api/store'

/**
 * A test double of the label's hosted API (docs/hosted-api.md) as a real HTTP server on
 * its own origin, for the browser test of a build pointed at it (e2e/hosted-api.spec.ts). Its
 * data is the component tests' store (tests/components/hosted-api/store.ts); its Cloudinary URLs
 * are rewritten to this server's own origin, which serves the images and audio itself and so is
 * also the "media origin". It answers the reads a visitor and an admin make, login and logout, in
 * that API's shapes: bare arrays and documents, `{success, message, data}` for producers and
 * users, `/music` paged at 20 with `hasNext`, monthly rows `{month: "YYYY-MM", ...}`. CORS allows
 * any origin, as that API does. Anything else answers Express's 404 HTML page.
 */

export interface HostedApiDouble {
  /** `http://127.0.0.1:<port>`: the API's origin and the media's. */
  origin: string
  store: HostedStore
  /** Paths of the media requests it served, in order. */
  mediaRequests: string[]
  /** `METHOD path?query` of every API request, in order. */
  apiRequests: string[]
  close(): Promise<void>
}

const CLOUDINARY = 'https://res.cloudinary.com'
const PAGE_LIMIT = 20

/** About 0.1 s of 8 kHz silence: enough for an <audio> element to load. */
function silentWav(): Buffer {
  const samples = 800
  const wav = Buffer.alloc(44 + samples)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(8000, 24)
  wav.writeUInt32LE(8000, 28)
  wav.writeUInt16LE(1, 32)
  wav.writeUInt16LE(8, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples, 40)
  wav.fill(128, 44)
  return wav
}

const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 3)}******@${domain}`
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

type Answer = { status: number; body: unknown } | undefined

/** The API's answer to one call, or undefined for a route it does not have. */
function answer(
  store: HostedStore,
  method: string,
  path: string,
  query: URLSearchParams,
  body: Record<string, unknown>,
): Answer {
  const ok = (value: unknown) => ({ status: 200, body: value })
  const byId = <T extends { _id?: unknown }>(list: T[], id: string) =>
    list.find((item) => item._id === id)
  const one = (found: unknown) =>
    found === undefined ? { status: 404, body: { message: 'Not found' } } : ok(found)
  const [, resource = '', id = ''] = path.split('/')

  if (method === 'POST' && path === '/admin/login') {
    const user = store.users.find((candidate) => candidate.email === body.email)
    if (!user) return { status: 404, body: { success: false, message: 'User not found' } }
    if (user.password !== body.password)
      return { status: 401, body: { success: false, message: 'Invalid password' } }
    return ok({ success: true, message: 'Login successful', data: user, token: 'hosted.jwt' })
  }
  if (method === 'POST' && path === '/admin/logout') return ok({ message: 'Logged out' })
  if (method !== 'GET') return undefined

  switch (resource) {
    case 'admin':
      if (path !== '/admin/users') return undefined
      return ok({
        success: true,
        data: store.users.map(({ _id, username, email, userType, joinedAt }) => ({
          _id,
          username,
          email: maskEmail(email),
          userType,
          joinedAt,
        })),
      })
    case 'artist':
      return id ? one(byId(store.artists, id)) : ok(store.artists)
    case 'filmmaker':
      return id ? one(byId(store.filmmakers, id)) : ok(store.filmmakers)
    case 'gallery':
      return id ? one(byId(store.gallery, id)) : ok(store.gallery)
    case 'contact':
      return ok(store.messages)
    case 'producer': {
      const data = id ? byId(store.producers, id) : store.producers
      if (data === undefined) return { status: 404, body: { success: false, message: 'Not found' } }
      return ok({ success: true, message: 'Producers found', data })
    }
    case 'music': {
      if (id) return undefined
      const limit = Number(query.get('limit')) || PAGE_LIMIT
      const page = Number(query.get('page')) || 1
      const total = store.tracks.length
      const pages = Math.max(1, Math.ceil(total / limit))
      const docs = store.tracks.slice((page - 1) * limit, page * limit)
      return ok({
        success: true,
        data: { docs, total, limit, page, pages, hasNext: page < pages, hasPrev: page > 1 },
      })
    }
    case 'dashboard':
      if (path === '/dashboard/monthly-data') return ok({ success: true, data: store.months })
      if (path !== '/dashboard/analytics') return undefined
      return ok(analytics(store))
    default:
      return undefined
  }
}

function analytics(store: HostedStore) {
  const plays = store.tracks.reduce((sum, track) => sum + track.playCount, 0)
  const likes = store.gallery.reduce((sum, item) => sum + item.likeCount, 0)
  return {
    overview: {
      totalArtists: store.artists.length,
      totalMusic: store.tracks.length,
      totalGalleryItems: store.gallery.length,
      totalFilmmakers: store.filmmakers.length,
    },
    summary: { totalContent: 30, totalEngagement: plays + likes, activeUsers: store.users.length },
    engagement: {
      totalMusicPlays: plays,
      totalLikes: likes,
      topGalleryItems: store.gallery.map(({ _id, title, likeCount }) => ({
        _id,
        title,
        likeCount,
      })),
      topMusicTracks: store.tracks
        .slice(0, 3)
        .map(({ _id, title, playCount }) => ({ _id, title, playCount })),
    },
    recentActivity: { newUsersLast7Days: 1, newGalleryLast7Days: 0 },
  }
}

export async function startHostedApiDouble(): Promise<HostedApiDouble> {
  // A catalogue of many pages: the SPA must read only those it shows.
  const store = createHostedStore({ trackCount: 250 })
  const image = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer()
  const audio = silentWav()
  const mediaRequests: string[] = []
  const apiRequests: string[] = []
  let origin = ''

  const send = (response: ServerResponse, status: number, type: string, body: string | Buffer) => {
    response.writeHead(status, { 'content-type': type, 'content-length': body.length })
    response.end(body)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://double.invalid')
    // The cors package's defaults, as the hosted API uses them: any origin, the asked headers.
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      })
      response.end()
      return
    }
    if (url.pathname.startsWith('/inganzo/')) {
      mediaRequests.push(url.pathname)
      const isAudio = url.pathname.includes('/video/')
      send(response, 200, isAudio ? 'audio/wav' : 'image/jpeg', isAudio ? audio : image)
      return
    }
    void (async () => {
      const path = url.pathname.replace(/^\/api\/v1(?=\/)/, '')
      apiRequests.push(`${request.method} ${path}${url.search}`)
      const body = request.method === 'GET' ? {} : await readJson(request)
      const found = url.pathname.startsWith('/api/v1/')
        ? answer(store, request.method ?? 'GET', path, url.searchParams, body)
        : undefined
      if (!found) {
        const page = `<!DOCTYPE html><html><body><pre>Cannot ${request.method} ${url.pathname}</pre></body></html>`
        send(response, 404, 'text/html; charset=utf-8', page)
        return
      }
      // Media as absolute URLs on this server, as Cloudinary's are on theirs.
      const json = JSON.stringify(found.body).replaceAll(CLOUDINARY, origin)
      send(response, found.status, 'application/json; charset=utf-8', Buffer.from(json))
    })()
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    store,
    mediaRequests,
    apiRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
