import { z } from 'zod'
import { USER_TYPES, LIMITS } from './constants'
import { IdSchema, IsoDateSchema } from './common'
import { EMAIL_PATTERN, capped } from './fields'

export const UserSchema = z.object({
  _id: IdSchema,
  username: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  isActive: z.boolean(),
  createdAt: IsoDateSchema,
})
export type User = z.infer<typeof UserSchema>

/** What the SPA keeps in browser storage under `user` (docs/product.md §6). */
export const StoredUserSchema = z.object({
  _id: z.string().min(1),
  name: z.string().optional(),
  username: z.string().optional(),
  email: z.string().optional(),
  userType: z.enum(USER_TYPES).optional(),
})
export type StoredUser = z.infer<typeof StoredUserSchema>

/**
 * "Not only spaces", as a pattern, so the OpenAPI document carries it. `abort` stops at the first
 * failure, as a refine followed by a pipe did: an empty field reports only that it is empty.
 * (`\s` and String#trim remove the same characters.)
 */
const NOT_BLANK = /\S/
const filled = { message: 'auth.fillAllFields', abort: true } as const

// Each length cap comes first and stops the checks after it (`capped`): no pattern runs on
// over-long text, and no over-long password is hashed.
const authEmail = z
  .string({ error: 'auth.fillAllFields' })
  .trim()
  .max(LIMITS.emailMax, capped('email.tooLong'))
  .min(1, filled)
  .regex(EMAIL_PATTERN, 'auth.invalidEmail')
const authPassword = z
  .string({ error: 'auth.fillAllFields' })
  .max(LIMITS.passwordMax, capped('auth.passwordTooLong'))
  .regex(NOT_BLANK, filled)

export const LoginBodySchema = z.object({
  email: authEmail,
  password: authPassword,
  rememberMe: z.boolean().optional().default(false),
})
export type LoginBody = z.input<typeof LoginBodySchema>

export const RegisterBodySchema = z.object({
  username: z
    .string({ error: 'auth.fillAllFields' })
    .trim()
    .max(LIMITS.nameMax, capped('auth.nameTooLong'))
    .min(1, filled),
  email: authEmail,
  password: authPassword.min(LIMITS.passwordMin, 'auth.passwordTooShort'),
})
export type RegisterBody = z.input<typeof RegisterBodySchema>

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: UserSchema,
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

export const UserStatusBodySchema = z.object({
  isActive: z.boolean({ error: 'user.statusRequired' }),
})
