import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  LoginBodySchema,
  LoginResponseSchema,
  MessageEnvelopeSchema,
  RegisterBodySchema,
  UserSchema,
  messageEnvelope,
} from '../../contract'
import { getDummyHash, hashPassword, verifyPassword } from '../auth/password'
import { conflict, HttpError, unauthorized } from '../lib/http-error'
import { accountLoginThrottle, RATE_LIMITS } from '../plugins/rate-limit'
import { createSession, revokeSession } from '../repositories/sessions'
import { findUserByEmail, insertUser, toUser } from '../repositories/users'
import { errorResponses } from './responses'

const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.'

export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const accountThrottle = accountLoginThrottle(app)

  app.post(
    '/admin/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        summary: 'Sign in; returns a bearer token',
        tags: ['auth'],
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body
      const attempt = await accountThrottle.begin(request, reply, email)
      let user: Awaited<ReturnType<typeof findUserByEmail>>
      try {
        user = await findUserByEmail(app.db, email)
        // An unknown e-mail costs the same hash as a wrong password: neither timing nor wording tells them apart.
        const isValid = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()))
        if (!user || !isValid) {
          await attempt.fail()
          throw unauthorized(INVALID_CREDENTIALS)
        }
      } finally {
        attempt.end()
      }
      if (!user.isActive) throw new HttpError(403, 'This account has been deactivated.')
      const { token } = await createSession(app.db, user.id, { rememberMe })
      return {
        success: true as const,
        message: 'Signed in successfully.',
        token,
        data: toUser(user),
      }
    },
  )

  app.post(
    '/admin/create',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        summary: 'Create a listener account (never an admin)',
        tags: ['auth'],
        body: RegisterBodySchema,
        response: { 201: messageEnvelope(UserSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body
      // userType is not read from the body: registration only ever creates listeners.
      const user = await insertUser(app.db, {
        username,
        email,
        passwordHash: await hashPassword(password),
      })
      if (!user) throw conflict('An account with this email already exists.')
      return reply.status(201).send({
        success: true as const,
        message: 'Account created. You can sign in now.',
        data: toUser(user),
      })
    },
  )

  app.post(
    '/admin/logout',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Sign out: revokes the session of this token',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (request.sessionId) await revokeSession(app.db, request.sessionId)
      return { success: true, message: 'Signed out.' }
    },
  )
  done()
}
