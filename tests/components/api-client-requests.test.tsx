import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { AxiosError } from 'axios'
import { api } from '@/api/client'
import { describeHttpError, httpStatus, serverMessage } from '@/api/errors'
import { apiUrl, server } from './utils'

/** The request and response handling of the axios instance every resource module uses. */
describe('API client requests', () => {
  it('adds the query parameters, leaving out empty ones, and parses a JSON answer', async () => {
    let url: URL | undefined
    server.use(
      http.get(apiUrl('/music'), ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({ data: [1, 2] })
      }),
    )
    const response = await api.get<{ data: number[] }>('/music', {
      params: { userId: 'u 1', includeInactive: 'true', missing: undefined, none: null },
    })
    expect(response.data).toEqual({ data: [1, 2] })
    expect(url?.pathname).toBe('/api/v1/music')
    expect([...(url?.searchParams.entries() ?? [])]).toEqual([
      ['userId', 'u 1'],
      ['includeInactive', 'true'],
    ])
  })

  it('sends a body as JSON and keeps a header the caller set', async () => {
    let seen: { type: string | null; accept: string | null; body: unknown } | undefined
    server.use(
      http.put(apiUrl('/music/1/play'), async ({ request }) => {
        seen = {
          type: request.headers.get('Content-Type'),
          accept: request.headers.get('Accept'),
          body: await request.json(),
        }
        return HttpResponse.json({ playCount: 3 })
      }),
    )
    const { data, status } = await api.put<unknown>('/music/1/play', { userId: 'u1' })
    expect(status).toBe(200)
    expect(data).toEqual({ playCount: 3 })
    expect(seen).toEqual({
      type: 'application/json',
      accept: 'application/json',
      body: { userId: 'u1' },
    })
  })

  it('gives a text answer as text and an empty one as an empty string', async () => {
    server.use(
      http.get(apiUrl('/text'), () => HttpResponse.text('plain words')),
      http.delete(apiUrl('/empty'), () => new HttpResponse(null, { status: 204 })),
    )
    expect((await api.get('/text')).data).toBe('plain words')
    expect((await api.delete('/empty')).data).toBe('')
  })

  it('rejects a status outside 2xx with the response, read by the error helpers', async () => {
    server.use(
      http.post(apiUrl('/contact'), () =>
        HttpResponse.json({ success: false, message: 'Email is invalid' }, { status: 400 }),
      ),
    )
    const error: unknown = await api.post('/contact', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AxiosError)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('Request failed with status code 400')
    expect(httpStatus(error)).toBe(400)
    expect(serverMessage(error)).toBe('Email is invalid')
    expect(describeHttpError(error)).toBe('HTTP 400: Bad Request')
  })

  it('rejects a network failure with no status', async () => {
    server.use(http.get(apiUrl('/down'), () => HttpResponse.error()))
    const error: unknown = await api.get('/down').catch((caught: unknown) => caught)
    expect(httpStatus(error)).toBeUndefined()
    expect(serverMessage(error)).toBeUndefined()
    expect(describeHttpError(error)).toBe('Network Error')
  })

  it('reports the progress of an upload body', async () => {
    server.use(http.post(apiUrl('/music'), () => HttpResponse.json({ message: 'Created' })))
    const seen: { loaded: number; total?: number }[] = []
    const body = { audioUrl: `data:audio/mpeg;base64,${'A'.repeat(4000)}` }
    await api.post('/music', body, { onUploadProgress: (event) => seen.push(event) })
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.at(-1)?.loaded).toBe(JSON.stringify(body).length)
  })

  it('never prefixes an absolute URL with the base URL', async () => {
    let called = ''
    server.use(
      http.get('https://res.cloudinary.com/demo/list.json', ({ request }) => {
        called = request.url
        return HttpResponse.json([])
      }),
    )
    await api.get('https://res.cloudinary.com/demo/list.json')
    expect(called).toBe('https://res.cloudinary.com/demo/list.json')
  })
})
