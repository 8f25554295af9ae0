import { z } from 'zod'
import { DASHBOARD_RANGES } from './constants'

const TopGalleryItemSchema = z.object({ _id: z.string(), title: z.string(), likeCount: z.number() })
const TopMusicTrackSchema = z.object({ _id: z.string(), title: z.string(), playCount: z.number() })

export const DashboardAnalyticsSchema = z.object({
  overview: z.object({
    totalArtists: z.number(),
    totalMusic: z.number(),
    totalGalleryItems: z.number(),
    totalFilmmakers: z.number(),
  }),
  summary: z.object({
    totalContent: z.number(),
    totalEngagement: z.number(),
    activeUsers: z.number(),
  }),
  engagement: z.object({
    totalMusicPlays: z.number(),
    totalLikes: z.number(),
    topGalleryItems: z.array(TopGalleryItemSchema),
    topMusicTracks: z.array(TopMusicTrackSchema),
  }),
  recentActivity: z.object({ newUsersLast7Days: z.number(), newGalleryLast7Days: z.number() }),
})
export type DashboardAnalytics = z.infer<typeof DashboardAnalyticsSchema>

/** One month of the growth chart; `month` is 1-12, so each language names it itself. */
export const MonthlyRowSchema = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  artists: z.number(),
  music: z.number(),
  listens: z.number(),
  views: z.number(),
  newUsers: z.number(),
  newGallery: z.number(),
})
export type MonthlyRow = z.infer<typeof MonthlyRowSchema>

export const MonthlyQuerySchema = z.object({
  range: z.enum(DASHBOARD_RANGES).optional().default('6months'),
})
