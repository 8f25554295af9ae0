import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { api } from '@/api/client'
import { getStoredAuth } from '@/lib/storage'
import { apiUrl, server, storeSession } from './utils'

function recordAuthorization(status = 200) {
  const seen: (string | null)[] = []
  server.use(
    http.get(apiUrl('/probe'), ({ request }) => {
      seen.push(request.headers.get('Authorization'))
      return HttpResponse.json({ success: status < 400, message: 'probe' }, { status })
    }),
  )
  return seen
}

describe('API client', () => {
  it('calls /api/v1 on the same origin, with no token for a guest', async () => {
    const seen = recordAuthorization()
    const response = await api.get('/probe')
    expect(response.status).toBe(200)
    expect(seen).toEqual([null])
  })

  it('sends the stored token as a bearer token', async () => {
    storeSession({ userType: 'user' }, 'abc')
    const seen = recordAuthorization()
    await api.get('/probe')
    expect(seen).toEqual(['Bearer abc'])
  })

  it('forgets the session when an authenticated call gets a 401', async () => {
    storeSession({ userType: 'user' }, 'expired')
    recordAuthorization(401)
    await expect(api.get('/probe')).rejects.toThrow()
    expect(getStoredAuth()).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('keeps the session when a 401 answers a call made without it', async () => {
    storeSession({ userType: 'user' }, 'current')
    recordAuthorization(401)
    await expect(
      api.get('/probe', { headers: { Authorization: 'Bearer older' } }),
    ).rejects.toThrow()
    expect(getStoredAuth()?.token).toBe('current')
  })

  it('keeps the session on other failures', async () => {
    storeSession({ userType: 'user' }, 'current')
    recordAuthorization(403)
    await expect(api.get('/probe')).rejects.toThrow()
    expect(getStoredAuth()?.token).toBe('current')
  })
})
