import axios, { AxiosHeaders, isAxiosError } from 'axios'
import { clearStoredAuth, getStoredToken } from '@/lib/storage'

/**
 * The one HTTP client of the SPA. Every resource module under src/api uses it, so the base URL,
 * the bearer token and the reaction to an expired session are decided here only. Reading
 * failures: ./errors.ts.
 */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL || '/api/v1'

export const api = axios.create({
  baseURL: API_BASE_URL,
  headers: { Accept: 'application/json' },
})

const bearer = (token: string) => `Bearer ${token}`

api.interceptors.request.use((config) => {
  const token = getStoredToken()
  const headers = AxiosHeaders.from(config.headers)
  if (token && !headers.has('Authorization')) headers.set('Authorization', bearer(token))
  config.headers = headers
  return config
})

api.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 to a request that carried the current token means the session is over (expired,
  // revoked, user deactivated): forget it. Guards then send admin pages to /login. A 401 to an
  // anonymous request (a wrong password) or with an older token says nothing about this session.
  if (isAxiosError(error) && error.response?.status === 401) {
    const sent = AxiosHeaders.from(error.config?.headers).get('Authorization')
    const token = getStoredToken()
    if (token && sent === bearer(token)) clearStoredAuth()
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)))
})
