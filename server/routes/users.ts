import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { IdParamsSchema, UserSchema, UserStatusBodySchema, successEnvelope } from '../../contract'
import { badRequest, notFound } from '../lib/http-error'
import { revokeUserSessions } from '../repositories/sessions'
import { listUsers, setUserActive, toUser } from '../repositories/users'
import { errorResponses } from './responses'

export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Every account, newest first',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(UserSchema.array()), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: (await listUsers(app.db)).map(toUser) }),
  )

  app.patch(
    '/admin/users/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Activate or deactivate an account; deactivating ends its sessions',
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UserStatusBodySchema,
        response: { 200: successEnvelope(UserSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params
      const { isActive } = request.body
      // Locking yourself out would leave the label without a way back in if you are the only admin.
      if (!isActive && id === request.user?.id)
        throw badRequest('You cannot deactivate your own account.')
      const user = await setUserActive(app.db, id, isActive)
      if (!user) throw notFound('User not found.')
      if (!isActive) await revokeUserSessions(app.db, id)
      return { success: true as const, data: toUser(user) }
    },
  )
  done()
}
