import { setupServer } from 'msw/node'

/** The API as the SPA sees it in tests (same origin, default base URL). */
export const apiUrl = (path: string) => new URL(`/api/v1${path}`, window.location.origin).toString()

/** No default handlers: each test declares the calls it expects; any other call fails the test. */
export const server = setupServer()
