/**
 * An error that becomes the envelope `{success:false, message, errors?}` with its status.
 * `message` is shown to users as is; keep it in plain English (validation keys are translated
 * by the error handler).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new HttpError(400, message, errors)
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const payloadTooLarge = (message: string) => new HttpError(413, message)
export const unsupportedMediaType = (message: string) => new HttpError(415, message)
