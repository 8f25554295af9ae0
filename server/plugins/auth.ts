import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify'
import { forbidden, unauthorized } from '../lib/http-error'
import { findSessionUser } from '../repositories/sessions'

const SIGN_IN = 'Please sign in to continue.'
const BEARER = /^Bearer\s+(\S+)\s*$/i

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return header ? BEARER.exec(header)?.[1] : undefined
}

/**
 * Resolves `request.user` from the bearer token on every request (one indexed query, only when a
 * token is sent) and decorates the guards routes put in `preHandler`. A bad token is not an error
 * by itself: the request simply runs as a guest, and the guards decide.
 */
export function setupAuth(app: FastifyInstance) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)

  // A callback hook, not an async one: a guest's request (most of them) goes on synchronously.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request)
    if (!token) return done()
    findSessionUser(app.db, token).then((session) => {
      if (session) {
        request.user = session.user
        request.sessionId = session.sessionId
      }
      done()
    }, done)
  })

  app.decorate(
    'requireUser',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      done(request.user ? undefined : unauthorized(SIGN_IN))
    },
  )

  app.decorate(
    'requireAdmin',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!request.user) done(unauthorized(SIGN_IN))
      else if (request.user.userType !== 'admin')
        done(forbidden('Only administrators may do this.'))
      else done()
    },
  )
}
