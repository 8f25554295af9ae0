import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { artistRoutes } from './artists'
import { authRoutes } from './auth'
import { contactRoutes } from './contact'
import { dashboardRoutes } from './dashboard'
import { filmmakerRoutes } from './filmmakers'
import { galleryRoutes } from './gallery'
import { healthRoutes } from './health'
import { musicRoutes } from './music'
import { oEmbedRoutes } from './oembed'
import { producerRoutes } from './producers'
import { userRoutes } from './users'

export const API_PREFIX = '/api/v1'

/** Every resource of the contract; buildApp registers this under API_PREFIX. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(userRoutes)
  await app.register(contactRoutes)
  await app.register(artistRoutes)
  await app.register(galleryRoutes)
  await app.register(producerRoutes)
  await app.register(filmmakerRoutes)
  await app.register(musicRoutes)
  await app.register(oEmbedRoutes)
  await app.register(dashboardRoutes)
}
