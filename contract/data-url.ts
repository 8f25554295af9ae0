import { z } from 'zod'

/** A file sent inline, as the contract requires: `data:<mime>;base64,<payload>`. */
export const DATA_URL_PATTERN = /^data:([\w.+-]+\/[\w.+-]+)(;[\w=.+-]+)*;base64,/
export const isDataUrl = (value: string) => DATA_URL_PATTERN.test(value)

export const dataUrlField = (required: string) =>
  z.string({ error: required }).min(1, required).regex(DATA_URL_PATTERN, 'file.invalid')

/** A data URL or empty (no file): a pattern rather than a refine, so the OpenAPI document shows it. */
export const optionalDataUrlField = () =>
  z
    .string()
    .regex(new RegExp(`^$|${DATA_URL_PATTERN.source}`), 'file.invalid')
    .optional()
    .default('')

/** On update a media field is either a new data URL, the stored URL kept as is, or empty. */
export const mediaUpdateField = z.string().optional()
