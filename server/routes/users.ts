import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  IdParamsSchema,
  UserSchema,
  UserStatusBodySchema,
  UsersQuerySchema,
  successEnvelope,
} from '../../contract'
import { badRequest, notFound } from '../lib/http-error'
import { revokeUserSessions } from '../repositories/sessions'
import { listUsers, setUserActive, toUser } from '../repositories/users'
import { listAnswer, listDescription, listResponse } from './lists'
import { errorResponses } from './responses'

export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Accounts, newest first: one page with page or limit, else all in the envelope',
        description: listDescription('users', {
          search: 'the username or e-mail',
          filters: ['userType: admin or user. active: true or false.'],
        }),
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        querystring: UsersQuerySchema,
        response: {
          200: listResponse(UserSchema, successEnvelope(UserSchema.array())),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) =>
      listAnswer(request.query, await listUsers(app.db, request.query), (docs) => ({
        success: true as const,
        data: docs,
      })),
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
