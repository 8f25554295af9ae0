import axios, { AxiosHeaders } from 'axios'
import { clearStoredAuth, getStoredToken } from '@/lib/storage'
import { API_BASE_URL } from './base-url'

/**
 * The SPA's axios instance, behind ./client.ts, which loads this module on the first call: the
 * base URL, the bearer token and the reaction to an expired session are decided here only.
 */
export const instance = axios.create({
  baseURL: API_BASE_URL,
  // Our server and the hosted API answer JSON; asking for it keeps error pages out of `data`.
  headers: { Accept: 'application/json' },
})

const bearer = (token: string) => `Bearer ${token}`

// The stored token on every call, unless the caller set its own (logout sends the one it ends).
instance.interceptors.request.use((config) => {
  const token = getStoredToken()
  const headers = AxiosHeaders.from(config.headers)
  if (token && !headers.has('Authorization')) headers.set('Authorization', bearer(token))
  config.headers = headers
  return config
})

// A 401 to a request that carried the current token means the session is over (expired, revoked,
// user deactivated): forget it. Guards then send admin pages to /login. A 401 to an anonymous
// request (a wrong password) or with an older token says nothing about it.
instance.interceptors.response.use(undefined, (error: Error) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const current = getStoredToken()
    const sent = AxiosHeaders.from(error.config?.headers).get('Authorization')
    if (current && sent === bearer(current)) clearStoredAuth()
  }
  return Promise.reject(error)
})
