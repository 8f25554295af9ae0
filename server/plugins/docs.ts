import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import { guardsOf, MEDIA_ROUTE_DOC, MEDIA_ROUTE_URL, withImpliedResponses } from './openapi'
import { DOCS_CSP } from './security'

export const DOCS_PREFIX = '/api/docs'

const DESCRIPTION = [
  'The /api/v1 contract of the label website: public reads, listener actions, admin management.',
  'Text fields other than passwords are trimmed before their length and pattern rules apply.',
  'A method a path does not list answers 405 (or 404 for an unknown path), with the error envelope.',
].join(' ')

/**
 * The OpenAPI document is generated from the routes' zod schemas (the contract), so it cannot
 * drift from what the server validates. Each route's responses gain the error statuses its options
 * imply (./openapi.ts); the media route, which has no zod schema, gets its written document.
 * Register before the routes: swagger collects them as they are added.
 */
export async function setupDocs(app: FastifyInstance) {
  const zodTransform = createJsonSchemaTransform({
    skipList: [
      `${DOCS_PREFIX}/`,
      `${DOCS_PREFIX}/*`,
      `${DOCS_PREFIX}/json`,
      `${DOCS_PREFIX}/yaml`,
      `${DOCS_PREFIX}/static/*`,
    ],
  })
  const transform: typeof zodTransform = (document) => {
    const { route, url } = document
    if (url === MEDIA_ROUTE_URL) return { schema: MEDIA_ROUTE_DOC, url }
    if (!document.schema || document.schema.hide || !url.startsWith('/api/')) {
      return zodTransform(document)
    }
    const response = withImpliedResponses(
      document.schema.response as Record<string, unknown> | undefined,
      route,
      guardsOf(app),
    )
    return zodTransform({ ...document, schema: { ...document.schema, response } })
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Label API',
        description: DESCRIPTION,
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
    transform,
  })
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP })
}
