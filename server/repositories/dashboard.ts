import { and, count, desc, gte, lt, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  COUNTS,
  DASHBOARD_RANGE_MONTHS,
  type DashboardAnalytics,
  type DashboardRange,
  type MonthlyRow,
} from '../../contract'
import type { Db } from '../db/client'
import { activityMonths, artists, filmmakers, galleryItems, musicTracks, users } from '../db/schema'

const DAY_MS = 24 * 3600 * 1000
const countOf = (table: PgTable) => sql<number>`(select count(*) from ${table})`.mapWith(Number)

/**
 * The dashboard in three queries: every total as a scalar subquery of one statement, then the two
 * top-3 lists. Plays are summed from the monthly rollup (activity_months) and likes from the
 * items' counters, not counted row by row; the top lists read the counters too. `totalContent` sums the four kinds of the overview (artists, tracks, gallery items,
 * filmmakers); `totalEngagement` is plays plus likes; `activeUsers` counts users not deactivated.
 */
export async function dashboardAnalytics(db: Db, now = new Date()): Promise<DashboardAnalytics> {
  const since = new Date(now.getTime() - COUNTS.recentActivityDays * DAY_MS).toISOString()
  const totalsQuery = db
    .select({
      totalArtists: countOf(artists),
      totalMusic: countOf(musicTracks),
      totalGalleryItems: countOf(galleryItems),
      totalFilmmakers: countOf(filmmakers),
      totalMusicPlays:
        sql<number>`(select coalesce(sum(${activityMonths.plays}), 0) from ${activityMonths})`.mapWith(
          Number,
        ),
      totalLikes:
        sql<number>`(select coalesce(sum(${galleryItems.likeCount}), 0) from ${galleryItems})`.mapWith(
          Number,
        ),
      activeUsers: sql<number>`(select count(*) from ${users} where ${users.isActive})`.mapWith(
        Number,
      ),
      newUsers:
        sql<number>`(select count(*) from ${users} where ${users.createdAt} >= ${since}::timestamptz)`.mapWith(
          Number,
        ),
      newGallery:
        sql<number>`(select count(*) from ${galleryItems} where ${galleryItems.createdAt} >= ${since}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`)

  // The counters kept on write (migration 0005): the top lists read no play or like rows.
  const topGalleryQuery = db
    .select({ _id: galleryItems.id, title: galleryItems.title, likeCount: galleryItems.likeCount })
    .from(galleryItems)
    .orderBy(desc(galleryItems.likeCount), desc(galleryItems.createdAt), desc(galleryItems.id))
    .limit(COUNTS.dashboardTop)

  const topMusicQuery = db
    .select({ _id: musicTracks.id, title: musicTracks.title, playCount: musicTracks.playCount })
    .from(musicTracks)
    .orderBy(desc(musicTracks.playCount), desc(musicTracks.createdAt), desc(musicTracks.id))
    .limit(COUNTS.dashboardTop)

  const [[totals], topGalleryItems, topMusicTracks] = await Promise.all([
    totalsQuery,
    topGalleryQuery,
    topMusicQuery,
  ])
  if (!totals) throw new Error('Dashboard totals returned no row')

  const overview = {
    totalArtists: totals.totalArtists,
    totalMusic: totals.totalMusic,
    totalGalleryItems: totals.totalGalleryItems,
    totalFilmmakers: totals.totalFilmmakers,
  }
  return {
    overview,
    summary: {
      totalContent:
        overview.totalArtists +
        overview.totalMusic +
        overview.totalGalleryItems +
        overview.totalFilmmakers,
      totalEngagement: totals.totalMusicPlays + totals.totalLikes,
      activeUsers: totals.activeUsers,
    },
    engagement: {
      totalMusicPlays: totals.totalMusicPlays,
      totalLikes: totals.totalLikes,
      topGalleryItems,
      topMusicTracks,
    },
    recentActivity: { newUsersLast7Days: totals.newUsers, newGalleryLast7Days: totals.newGallery },
  }
}

/** The oldest month holding any record the chart counts, or undefined on an empty database. */
async function oldestRecord(db: Db): Promise<Date | undefined> {
  const oldest = (column: string, table: string) =>
    sql`(select min(${sql.identifier(column)}) from ${sql.identifier(table)})`
  // The rollup's months are UTC dates: read as UTC midnight whatever the session's time zone.
  const oldestActivity = sql`(select min(${activityMonths.month})::timestamp at time zone 'UTC' from ${activityMonths} where ${activityMonths.plays} > 0 or ${activityMonths.views} > 0)`
  const [row] = await db
    .select({
      // Decoded like a timestamp column, whichever driver answers.
      oldest:
        sql<Date | null>`least(${oldest('created_at', 'artists')}, ${oldest('created_at', 'music_tracks')}, ${oldest('created_at', 'gallery_items')}, ${oldest('created_at', 'users')}, ${oldestActivity})`.mapWith(
          artists.createdAt,
        ),
    })
    .from(sql`(select 1) as one`)
  return row?.oldest ?? undefined
}

const startOfMonthUtc = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
const monthsBetween = (from: Date, to: Date) =>
  (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth())
const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`

/** Rows of `table` per UTC month ('YYYY-MM') with `column` in [from, to). */
async function countByMonth(db: Db, table: PgTable, column: PgColumn, from: Date, to: Date) {
  const month = sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`
  const rows = await db
    .select({ month, n: count() })
    .from(table)
    .where(and(gte(column, from), lt(column, to)))
    .groupBy(month)
  return new Map(rows.map((row) => [row.month, row.n]))
}

/** Plays and views per UTC month ('YYYY-MM') in [from, to), from the rollup: a row a month. */
async function activityByMonth(db: Db, from: Date, to: Date) {
  const month = sql<string>`to_char(${activityMonths.month}, 'YYYY-MM')`
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const rows = await db
    .select({ month, plays: activityMonths.plays, views: activityMonths.views })
    .from(activityMonths)
    .where(and(gte(activityMonths.month, day(from)), lt(activityMonths.month, day(to))))
  return {
    plays: new Map(rows.map((row) => [row.month, row.plays])),
    views: new Map(rows.map((row) => [row.month, row.views])),
  }
}

/**
 * One row per calendar month (UTC), oldest first, ending with the current month. Each catalogue
 * series is one grouped aggregate over its own table, listens and views the rollup's rows of the
 * months shown (five queries whatever the range); months without records are zeros. `listens` are plays made in the month, `views` detail views recorded in it.
 */
export async function monthlyData(
  db: Db,
  range: DashboardRange,
  now = new Date(),
): Promise<MonthlyRow[]> {
  const current = startOfMonthUtc(now)
  let months = DASHBOARD_RANGE_MONTHS[range]
  if (range === 'all') {
    const oldest = await oldestRecord(db)
    const span = oldest ? monthsBetween(startOfMonthUtc(oldest), current) + 1 : 1
    months = Math.min(Math.max(span, 1), DASHBOARD_RANGE_MONTHS.all)
  }
  const from = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - (months - 1), 1))
  const to = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() + 1, 1))

  const [artistCounts, musicCounts, activity, userCounts, galleryCounts] = await Promise.all([
    countByMonth(db, artists, artists.createdAt, from, to),
    countByMonth(db, musicTracks, musicTracks.createdAt, from, to),
    activityByMonth(db, from, to),
    countByMonth(db, users, users.createdAt, from, to),
    countByMonth(db, galleryItems, galleryItems.createdAt, from, to),
  ])
  const { plays: listenCounts, views: viewCounts } = activity

  return Array.from({ length: months }, (_, index) => {
    const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + index, 1))
    const key = monthKey(month)
    return {
      month: month.getUTCMonth() + 1,
      year: month.getUTCFullYear(),
      artists: artistCounts.get(key) ?? 0,
      music: musicCounts.get(key) ?? 0,
      listens: listenCounts.get(key) ?? 0,
      views: viewCounts.get(key) ?? 0,
      newUsers: userCounts.get(key) ?? 0,
      newGallery: galleryCounts.get(key) ?? 0,
    }
  })
}
