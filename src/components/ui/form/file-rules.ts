import { z } from 'zod'

/**
 * A file a form holds (what FileDrop gives: a File, or null when none is chosen). FileDrop
 * already refuses wrong types and files over the limit; these rules make "none chosen" a field
 * error like any other, with the contract's message key.
 */
export function requiredFile(message: string, tooLarge?: { maxBytes: number; message: string }) {
  // The first check's inferred type guard makes the output a File; `abort` keeps a missing file
  // from reaching the size check.
  return z
    .custom<File | null>()
    .refine((value) => value instanceof File, { error: message, abort: true })
    .refine((file) => !tooLarge || file.size <= tooLarge.maxBytes, { error: tooLarge?.message })
}

export const optionalFile = z.custom<File | null>(
  (value) => value === null || value instanceof File,
)
