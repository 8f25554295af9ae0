import type { Db } from '../db/client'
import { pageViews } from '../db/schema'

export type ViewedEntity = (typeof pageViews.$inferInsert)['entityType']

/**
 * Records that a detail page was read, for the dashboard's monthly `views`. It never delays or
 * fails the read it belongs to: callers do not await it, and an error is only logged.
 */
export function recordView(db: Db, entityType: ViewedEntity, entityId: string, log?: (error: unknown) => void) {
  db.insert(pageViews)
    .values({ entityType, entityId })
    .then(
      () => undefined,
      (error: unknown) => log?.(error),
    )
}
