import { clearStoredAuth, getStoredToken } from '@/lib/storage'

/**
 * The one HTTP client of the SPA. Every resource module under src/api uses it, so the base URL,
 * the bearer token and the reaction to an expired session are decided here only. Reading
 * failures: ./errors.ts.
 *
 * It is a small XMLHttpRequest wrapper with the part of axios's interface the SPA used
 * (`api.get(url, {params})`, `api.post(url, body, {headers, onUploadProgress})`, `{data, status}`,
 * errors carrying `response`): axios itself was 20 kB gzip of the first page load. XHR, as axios
 * used in browsers, because it reports upload progress.
 */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL || '/api/v1'

export interface UploadProgressEvent {
  loaded: number
  total?: number
}

type ParamValue = string | number | boolean | null | undefined

export interface RequestOptions {
  /** Query string; null and undefined values are left out. */
  params?: Record<string, ParamValue>
  headers?: Record<string, string>
  onUploadProgress?: (event: UploadProgressEvent) => void
}

export interface ApiResponse<T> {
  data: T
  status: number
  statusText: string
}

/** A failed call: `response` is set when the server answered (status outside 2xx). */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    message: string,
    readonly response?: ApiResponse<unknown>,
  ) {
    super(message)
  }
}

const bearer = (token: string) => `Bearer ${token}`

/** '/api/v1' + '/music' as axios joins them; an absolute URL is kept as is. */
function fullUrl(path: string, params: RequestOptions['params']): string {
  const url = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)
    ? path
    : `${API_BASE_URL.replace(/(?<!\/)\/+$/, '')}/${path.replace(/^\/+/, '')}`
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url
}

/** The URL `api.get(path)` calls, without a query string. */
export const apiUrl = (path: string) => fullUrl(path, undefined)

/** JSON when the body parses as JSON, else the text itself (an empty body stays ''). */
function parseBody(text: string): unknown {
  if (!text) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function request<T>(
  method: string,
  path: string,
  body: unknown,
  { params, headers = {}, onUploadProgress }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const token = getStoredToken()
  const sent: Record<string, string> = { Accept: 'application/json', ...headers }
  const hasAuthorization = Object.keys(sent).some((name) => name.toLowerCase() === 'authorization')
  if (token && !hasAuthorization) sent.Authorization = bearer(token)

  let payload: XMLHttpRequestBodyInit | null = null
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') payload = body
  else if (body !== undefined) {
    payload = JSON.stringify(body)
    if (!Object.keys(sent).some((name) => name.toLowerCase() === 'content-type'))
      sent['Content-Type'] = 'application/json'
  }

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, fullUrl(path, params))
    for (const [name, value] of Object.entries(sent)) xhr.setRequestHeader(name, value)
    if (onUploadProgress) {
      xhr.upload.addEventListener('progress', (event) =>
        onUploadProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : undefined,
        }),
      )
    }
    xhr.addEventListener('load', () => {
      const response = {
        data: parseBody(xhr.responseText) as T,
        status: xhr.status,
        statusText: xhr.statusText,
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(response)
        return
      }
      // A 401 to a request that carried the current token means the session is over (expired,
      // revoked, user deactivated): forget it. Guards then send admin pages to /login. A 401 to
      // an anonymous request (a wrong password) or with an older token says nothing about it.
      const current = getStoredToken()
      const authorization = Object.entries(sent).find(
        ([name]) => name.toLowerCase() === 'authorization',
      )?.[1]
      if (xhr.status === 401 && current && authorization === bearer(current)) clearStoredAuth()
      reject(new HttpError(`Request failed with status code ${xhr.status}`, response))
    })
    xhr.addEventListener('error', () => reject(new HttpError('Network Error')))
    xhr.addEventListener('abort', () => reject(new HttpError('Request aborted')))
    xhr.send(payload)
  })
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('GET', path, undefined, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
}
