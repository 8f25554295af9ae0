import type { AxiosInstance, AxiosProgressEvent } from 'axios'
import { API_BASE_URL } from './base-url'

/**
 * The one HTTP client of the SPA: axios (the user's choice of client, docs/decisions/008), whose
 * instance (./axios-instance.ts: base URL, bearer token, expired sessions) loads with the first
 * call instead of with the page. A rendered page reads nothing before it is live (its data came
 * with the HTML), so axios is not part of the first load (docs/decisions/029).
 * Reading failures: ./errors.ts.
 */
export { API_BASE_URL }

/** How far an upload's body has gone; axios's own event has these two fields. */
export type UploadProgressEvent = Pick<AxiosProgressEvent, 'loaded' | 'total'>

let loading: Promise<AxiosInstance> | undefined
/** The instance, loaded once; awaiting it first makes the first call as quick as the next. */
export const loadHttpClient = () =>
  (loading ??= import('./axios-instance').then(({ instance }) => instance))

/** axios's verbs, as the instance has them, once it is loaded. */
export const api: Pick<AxiosInstance, 'get' | 'delete' | 'post' | 'put' | 'patch'> = {
  get: async (url, config) => (await loadHttpClient()).get(url, config),
  delete: async (url, config) => (await loadHttpClient()).delete(url, config),
  post: async (url, data, config) => (await loadHttpClient()).post(url, data, config),
  put: async (url, data, config) => (await loadHttpClient()).put(url, data, config),
  patch: async (url, data, config) => (await loadHttpClient()).patch(url, data, config),
}
