import { z } from 'zod'
import { USER_TYPES, LIMITS } from './constants'
import { EMAIL_PATTERN, IdSchema, IsoDateSchema } from './common'

export const UserSchema = z.object({
  _id: IdSchema,
  username: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  isActive: z.boolean(),
  createdAt: IsoDateSchema,
})
export type User = z.infer<typeof UserSchema>

/** What the SPA keeps in browser storage under `user` (spec §3). */
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

export const LoginBodySchema = z.object({
  email: z
    .string({ error: 'auth.fillAllFields' })
    .trim()
    .min(1, filled)
    .regex(EMAIL_PATTERN, 'auth.invalidEmail'),
  password: z.string({ error: 'auth.fillAllFields' }).regex(NOT_BLANK, filled),
  rememberMe: z.boolean().optional().default(false),
})
export type LoginBody = z.input<typeof LoginBodySchema>

export const RegisterBodySchema = z.object({
  username: z
    .string({ error: 'auth.fillAllFields' })
    .trim()
    .min(1, filled)
    .max(LIMITS.nameMax, 'auth.nameTooLong'),
  email: z
    .string({ error: 'auth.fillAllFields' })
    .trim()
    .min(1, filled)
    .regex(EMAIL_PATTERN, 'auth.invalidEmail')
    .max(LIMITS.emailMax, 'email.tooLong'),
  password: z
    .string({ error: 'auth.fillAllFields' })
    .regex(NOT_BLANK, filled)
    .min(LIMITS.passwordMin, 'auth.passwordTooShort')
    .max(200, 'auth.passwordTooLong'),
})
export type RegisterBody = z.input<typeof RegisterBodySchema>

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: UserSchema,
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

export const UserStatusBodySchema = z.object({ isActive: z.boolean({ error: 'user.statusRequired' }) })
