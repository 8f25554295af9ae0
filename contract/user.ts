import { z } from 'zod'
import { USER_TYPES, LIMITS } from './constants'
import { EMAIL_PATTERN, IdSchema, IsoDateSchema, capped } from './common'

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

const filled = (value: string) => value.trim().length > 0

export const LoginBodySchema = z.object({
  email: z
    .string({ error: 'auth.fillAllFields' })
    .trim()
    .max(LIMITS.emailMax, capped('email.tooLong'))
    .refine(filled, 'auth.fillAllFields')
    .pipe(z.string().regex(EMAIL_PATTERN, 'auth.invalidEmail')),
  // No stored password is longer than registration allows: a longer one is refused before hashing.
  password: z
    .string({ error: 'auth.fillAllFields' })
    .max(LIMITS.passwordMax, capped('auth.passwordTooLong'))
    .refine(filled, 'auth.fillAllFields'),
  rememberMe: z.boolean().optional().default(false),
})
export type LoginBody = z.input<typeof LoginBodySchema>

export const RegisterBodySchema = z.object({
  username: z
    .string({ error: 'auth.fillAllFields' })
    .trim()
    .max(LIMITS.nameMax, capped('auth.nameTooLong'))
    .refine(filled, 'auth.fillAllFields'),
  email: z
    .string({ error: 'auth.fillAllFields' })
    .trim()
    .max(LIMITS.emailMax, capped('email.tooLong'))
    .refine(filled, 'auth.fillAllFields')
    .pipe(z.string().regex(EMAIL_PATTERN, 'auth.invalidEmail')),
  password: z
    .string({ error: 'auth.fillAllFields' })
    .max(LIMITS.passwordMax, capped('auth.passwordTooLong'))
    .refine(filled, 'auth.fillAllFields')
    .pipe(z.string().min(LIMITS.passwordMin, 'auth.passwordTooShort')),
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
