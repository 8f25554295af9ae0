import { http, HttpResponse } from 'msw'
import { apiUrl, server } from '../utils'
import { gate } from './manage-fixtures'

/** A small real PNG file (the form reads it as a data URL). */
export const pngFile = (name = 'photo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  })

/**
 * Answers POST `path` with `reply` (201 and a message by default), after `hold` opens when one
 * is given, and keeps each body sent.
 */
export function serveCreate(
  path: string,
  reply: () => Response = () =>
    HttpResponse.json({ success: true, message: 'Created on the server.' }, { status: 201 }),
  hold?: ReturnType<typeof gate>,
) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      await hold?.promise
      return reply()
    }),
  )
  return bodies
}

export const failWith = (status: number, message?: string) => () =>
  HttpResponse.json(message ? { success: false, message } : {}, { status })
