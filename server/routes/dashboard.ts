import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  DashboardAnalyticsSchema,
  MonthlyQuerySchema,
  MonthlyRowSchema,
  successEnvelope,
} from '../../contract'
import { dashboardAnalytics, monthlyData } from '../repositories/dashboard'
import { errorResponses } from './responses'

export const dashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/dashboard/analytics',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Totals, engagement, top items and recent activity',
        description:
          'summary.totalContent = artists + tracks + gallery items + filmmakers; summary.totalEngagement = plays + likes; summary.activeUsers = users not deactivated.',
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(DashboardAnalyticsSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await dashboardAnalytics(app.db) }),
  )

  app.get(
    '/dashboard/monthly-data',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'One row per calendar month (UTC), oldest first, ending with the current month',
        description:
          'range=6months (default) or 12months; all starts at the month of the oldest record (at most 24 months). listens are plays made in the month, views detail views recorded in it.',
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        querystring: MonthlyQuerySchema,
        response: {
          200: successEnvelope(MonthlyRowSchema.array()),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await monthlyData(app.db, request.query.range),
    }),
  )
  done()
}
