import type { AxiosError } from 'axios'

/**
 * axios's own test (`axios.isAxiosError`: the flag every AxiosError carries), written here so
 * that reading an error does not bring axios into the first load (./client.ts).
 */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true

/** The HTTP status of a failed call, or undefined for a network failure. */
export function httpStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined
}

/** The server's own message (`{message}` in the error envelope), when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined
  const data: unknown = error.response?.data
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data
    if (typeof message === 'string' && message.trim()) return message
  }
  return undefined
}

/** 'HTTP 500: Internal Server Error' for a response, else the error's own message. */
export function describeHttpError(error: unknown): string | undefined {
  if (isAxiosError(error) && error.response) {
    const { status, statusText } = error.response
    return statusText ? `HTTP ${status}: ${statusText}` : `HTTP ${status}`
  }
  return error instanceof Error ? error.message : undefined
}

export const isNotFound = (error: unknown) => httpStatus(error) === 404
