import type { FieldErrors, FieldValues } from 'react-hook-form'
import { httpStatus } from '@/api/errors'

/** `auth` keys for a failed sign-in (docs/product.md §15, and the server's 403 and 429). */
export function loginErrorKey(error: unknown): string {
  switch (httpStatus(error)) {
    case undefined:
      return 'errors.network'
    case 403:
      return 'errors.deactivated'
    case 429:
      return 'errors.tooManyAttempts'
    default:
      return 'errors.invalidCredentials'
  }
}

export function registerErrorKey(error: unknown): string {
  switch (httpStatus(error)) {
    case undefined:
      return 'errors.network'
    case 409:
      return 'errors.emailTaken'
    case 429:
      return 'errors.tooManyAttempts'
    default:
      return 'errors.registrationFailed'
  }
}

const FILL_ALL = 'auth.fillAllFields'

/**
 * The single validation message an auth form shows: 'Please fill in all fields' when any field
 * is empty (docs/product.md §9), else the first field's message, in field order. `validation` keys.
 */
export function firstValidationKey<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: (keyof T)[],
): string | null {
  const keys = order
    .map((field) => errors[field]?.message)
    .filter((key): key is string => typeof key === 'string')
  if (keys.includes(FILL_ALL)) return FILL_ALL
  return keys[0] ?? null
}

/**
 * What an auth form's one message says: a field's message (namespace `validation`), else the
 * request's failure (`failureKey`, in the form's own namespace), else nothing.
 */
export function authFormMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: (keyof T)[],
  failureKey: string | null,
): { key: string; ns?: 'validation' } | null {
  const validationKey = firstValidationKey(errors, order)
  if (validationKey) return { key: validationKey, ns: 'validation' }
  return failureKey ? { key: failureKey } : null
}
