import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import { DOCS_CSP } from './security'

export const DOCS_PREFIX = '/api/docs'

/**
 * The OpenAPI document is generated from the routes' zod schemas (the contract), so it cannot
 * drift from what the server validates. Register before the routes: swagger collects them as
 * they are added.
 */
export async function setupDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Label API',
        description:
          'The /api/v1 contract of the label website: public reads, listener actions, admin management.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'Token from POST /admin/login',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [
        `${DOCS_PREFIX}/`,
        `${DOCS_PREFIX}/*`,
        `${DOCS_PREFIX}/json`,
        `${DOCS_PREFIX}/yaml`,
        `${DOCS_PREFIX}/static/*`,
      ],
    }),
  })
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP })
}
