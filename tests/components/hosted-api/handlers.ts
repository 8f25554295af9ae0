import { http, HttpResponse, type JsonBodyType } from 'msw'
import { apiUrl, server } from '../msw'
import { createHostedStore, type HostedStore, type HostedTrack, type HostedUser } from './store'

/**
 * A test double of the label's hosted API, answering exactly as docs/hosted-api.md says
 * and no more: bare arrays and documents, `{success, message, data}` for producers, a paged
 * `/music` of 20 by default that keeps inactive tracks, masked e-mails and no `isActive` on
 * users, a like that needs `{userId}` and only adds, monthly rows as `YYYY-MM` for months with
 * data only; creates that check age and management, a cover URL, five specializations, as its
 * database layer does (500). Routes it does not have answer as Express does: 404 with HTML.
 */

export interface HostedCall {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

const PAGE_LIMIT = 20
const ALL_MONTHS = 6

/** Express's answer to a route it does not have, or to a failed check that sends HTML. */
const html = (status: number, text: string) =>
  new HttpResponse(`<!DOCTYPE html><html><body><pre>${text}</pre></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status })

/** What a failed check of its database layer answers: 500 with a generic message. */
const serverError = () => json({ message: 'Internal server error' }, 500)

/** The only specializations its filmmaker schema accepts. */
const HOSTED_SPECIALIZATIONS = ['Director', 'Producer', 'Cinematographer', 'Editor', 'Writer']

/** `abc******@x.com`: the hosted user list masks every e-mail. */
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 3)}******@${domain}`
}

const isUrl = (value: string) => {
  try {
    return Boolean(new URL(value))
  } catch {
    return false
  }
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const text = (value: unknown) => (typeof value === 'string' ? value : '')

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function byId<T extends { _id?: unknown }>(list: T[], id: unknown): T | undefined {
  return list.find((item) => item._id === id)
}

function handlers(store: HostedStore, calls: HostedCall[]) {
  const record = async (request: Request) => {
    const url = new URL(request.url)
    const body = request.method === 'GET' ? undefined : await readBody(request.clone())
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    })
    return body ?? {}
  }

  return [
    http.post(apiUrl('/admin/login'), async ({ request }) => {
      const body = await record(request)
      const user = store.users.find((candidate) => candidate.email === body.email)
      if (!user) return json({ success: false, message: 'User not found' }, 404)
      if (user.password !== body.password)
        return json({ success: false, message: 'Invalid password' }, 401)
      // The defect the page names: the plain password comes back with the user.
      return json({ success: true, message: 'Login successful', data: user, token: 'hosted.jwt' })
    }),
    http.post(apiUrl('/admin/create'), async ({ request }) => {
      const body = await record(request)
      if (store.users.some((user) => user.email === body.email))
        return json({ message: 'User already exists' }, 400)
      const user: HostedUser = {
        _id: `64a0000000000000000000${String(store.users.length + 1).padStart(2, '0')}`,
        username: text(body.username) || text(body.name),
        email: text(body.email),
        password: text(body.password),
        userType: 'user',
        joinedAt: new Date().toISOString(),
      }
      store.users.push(user)
      return json({ success: true, message: 'User created', data: user }, 201)
    }),
    http.post(apiUrl('/admin/logout'), async ({ request }) => {
      await record(request)
      return json({ message: 'Logged out' })
    }),
    http.get(apiUrl('/admin/users'), async ({ request }) => {
      await record(request)
      const data = store.users.map((user) => ({
        _id: user._id,
        username: user.username,
        email: maskEmail(user.email),
        userType: user.userType,
        joinedAt: user.joinedAt,
      }))
      return json({ success: true, data })
    }),

    http.get(apiUrl('/contact'), async ({ request }) => {
      await record(request)
      return json(store.messages as JsonBodyType)
    }),
    http.post(apiUrl('/contact'), async ({ request }) => {
      const body = await record(request)
      if (!['name', 'email', 'phone', 'message'].every((key) => filled(body[key])))
        return html(400, 'All fields are required')
      const message = { _id: `64f00000000000000000${store.messages.length + 10}`, ...body }
      store.messages.push({ ...message, createdAt: new Date().toISOString() })
      return json({ message: 'Message sent', data: message }, 201)
    }),

    http.get(apiUrl('/artist'), async ({ request }) => {
      await record(request)
      return json(store.artists as JsonBodyType)
    }),
    http.get(apiUrl('/artist/:id'), async ({ request, params }) => {
      await record(request)
      const artist = byId(store.artists, params.id)
      return artist ? json(artist as JsonBodyType) : json({ message: 'Artist not found' }, 404)
    }),
    http.put(apiUrl('/artist/:id'), async ({ request, params }) => {
      const body = await record(request)
      const artist = byId(store.artists, params.id)
      if (!artist) return json({ message: 'Artist not found' }, 404)
      Object.assign(artist, body)
      return json({ message: 'Artist updated', artist } as JsonBodyType)
    }),
    http.post(apiUrl('/artist/add'), async ({ request }) => {
      const body = await record(request)
      // Its database schema requires both; a failed check is a generic 500.
      if (!filled(body.age) && typeof body.age !== 'number') return serverError()
      if (!filled(body.management)) return serverError()
      const artist = { ...body, _id: `64b00000000000000000${store.artists.length + 10}` }
      store.artists.push(artist)
      return json(artist as JsonBodyType, 201)
    }),

    http.get(apiUrl('/producer'), async ({ request }) => {
      await record(request)
      return json({
        success: true,
        message: 'Producers found',
        data: store.producers,
      } as JsonBodyType)
    }),
    http.get(apiUrl('/producer/:id'), async ({ request, params }) => {
      await record(request)
      const producer = byId(store.producers, params.id)
      return producer
        ? json({ success: true, message: 'Producer found', data: producer } as JsonBodyType)
        : json({ success: false, message: 'Producer not found' }, 404)
    }),

    http.get(apiUrl('/filmmaker'), async ({ request }) => {
      await record(request)
      return json(store.filmmakers as JsonBodyType)
    }),
    http.get(apiUrl('/filmmaker/:id'), async ({ request, params }) => {
      await record(request)
      const filmmaker = byId(store.filmmakers, params.id)
      return filmmaker ? json(filmmaker as JsonBodyType) : json({ message: 'Not found' }, 404)
    }),
    http.post(apiUrl('/filmmaker/create'), async ({ request }) => {
      const body = await record(request)
      if (!HOSTED_SPECIALIZATIONS.includes(text(body.specialization))) return serverError()
      const filmmaker = { ...body, _id: `64d00000000000000000${store.filmmakers.length + 10}` }
      store.filmmakers.push(filmmaker)
      return json(filmmaker as JsonBodyType, 201)
    }),

    http.get(apiUrl('/gallery'), async ({ request }) => {
      await record(request)
      return json(store.gallery)
    }),
    http.get(apiUrl('/gallery/:id'), async ({ request, params }) => {
      await record(request)
      const item = byId(store.gallery, params.id)
      return item ? json(item) : json({ message: 'Not found' }, 404)
    }),
    http.post(apiUrl('/gallery/:id/like'), async ({ request, params }) => {
      const body = await record(request)
      const item = byId(store.gallery, params.id)
      if (!item) return json({ message: 'Gallery item not found' }, 404)
      if (!filled(body.userId)) return json({ message: 'userId is required' }, 400)
      const userId = String(body.userId)
      if (item.likedBy.includes(userId)) return json({ message: 'Already liked' }, 400)
      item.likedBy.push(userId)
      item.likeCount += 1
      return json({ message: 'Liked', galleryItem: item })
    }),

    http.get(apiUrl('/music'), async ({ request }) => {
      await record(request)
      const query = Object.fromEntries(new URL(request.url).searchParams)
      const limit = Number(query.limit) || PAGE_LIMIT
      const page = Number(query.page) || 1
      // Deleted tracks are not filtered out: the SPA must drop them itself.
      const total = store.tracks.length
      const pages = Math.max(1, Math.ceil(total / limit))
      const docs = store.tracks.slice((page - 1) * limit, page * limit)
      return json({
        success: true,
        data: { docs, total, limit, page, pages, hasNext: page < pages, hasPrev: page > 1 },
      })
    }),
    http.post(apiUrl('/music'), async ({ request }) => {
      const body = await record(request)
      // `coverImageUrl` is required and must be a URL (a data URL is one).
      if (!isUrl(text(body.coverImageUrl))) return serverError()
      const track = { ...body, _id: `m${store.tracks.length + 10}`, isActive: true, playCount: 0 }
      store.tracks.unshift(track as HostedTrack)
      return json({ success: true, message: 'Music created', data: track } as JsonBodyType, 201)
    }),
    http.put(apiUrl('/music/:id/play'), async ({ request, params }) => {
      await record(request)
      const track = byId(store.tracks, params.id)
      if (!track) return json({ success: false, message: 'Music not found' }, 404)
      track.playCount += 1
      return json({ success: true, message: 'Play counted', playCount: track.playCount })
    }),
    http.delete(apiUrl('/music/:id'), async ({ request, params }) => {
      await record(request)
      const track = byId(store.tracks, params.id)
      if (!track) return json({ success: false, message: 'Music not found' }, 404)
      track.isActive = false
      return json({ success: true, message: 'Music deleted' })
    }),

    http.get(apiUrl('/dashboard/analytics'), async ({ request }) => {
      await record(request)
      const plays = store.tracks.reduce((sum, track) => sum + track.playCount, 0)
      const likes = store.gallery.reduce((sum, item) => sum + item.likeCount, 0)
      return json({
        overview: {
          totalArtists: store.artists.length,
          totalMusic: store.tracks.length,
          totalGalleryItems: store.gallery.length,
          totalFilmmakers: store.filmmakers.length,
        },
        summary: {
          totalContent: 30,
          totalEngagement: plays + likes,
          activeUsers: store.users.length,
        },
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
        extra: 'fields appear freely',
      })
    }),
    http.get(apiUrl('/dashboard/monthly-data'), async ({ request }) => {
      await record(request)
      const range = new URL(request.url).searchParams.get('range')
      const span = range === '12months' ? 12 : ALL_MONTHS
      const now = new Date()
      const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (span - 1), 1))
      const first = from.toISOString().slice(0, 7)
      // Only the months of the window that have data; 'all' means 6 months there.
      const data = store.months.filter((row) => row.month >= first)
      return json({ success: true, data })
    }),

    // Everything else, PATCH /admin/users/:id/status included, does not exist there.
    http.all(apiUrl('/*'), async ({ request }) => {
      await record(request)
      const { pathname } = new URL(request.url)
      return html(404, `Cannot ${request.method} ${pathname}`)
    }),
  ]
}

/** Installs the double for one test; `calls` lists every request it received, in order. */
export function serveHostedApi(store: HostedStore = createHostedStore()) {
  const calls: HostedCall[] = []
  server.use(...handlers(store, calls))
  return { store, calls }
}
