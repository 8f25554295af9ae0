import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { pageViews } from '../db/schema'

export type ViewedEntity = (typeof pageViews.$inferInsert)['entityType']

/**
 * The rule: a view counts once per visitor, item and UTC day. A signed-in visitor is their user
 * id; a guest is their address and browser (user agent). Either is stored only as a SHA-256
 * digest with the day mixed in, so the table never holds an address and keys of different days
 * cannot be joined. The database's unique index enforces the rule (one row, `on conflict do
 * nothing`); the memo below only spares it the repeated inserts of one busy visitor.
 */

export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

export function visitorKey(request: FastifyRequest, day: string): string {
  const who = request.user
    ? `user:${request.user.id}`
    : `guest:${request.ip}|${request.headers['user-agent'] ?? ''}`
  return createHash('sha256').update(`${day}|${who}`).digest('base64url').slice(0, 32)
}

/** Keys already recorded by this process, with their day; bounded, cleared when it fills. */
const MEMO_LIMIT = 50_000
const recorded = new Set<string>()

/**
 * Records that a detail page was read, for the dashboard's monthly `views`. It never delays or
 * fails the read it belongs to: callers do not await it, and an error is only logged.
 */
export function recordView(
  db: Db,
  request: FastifyRequest,
  entityType: ViewedEntity,
  entityId: string,
  now = new Date(),
) {
  const viewedOn = utcDay(now)
  const visitor = visitorKey(request, viewedOn)
  const memoKey = `${viewedOn}|${entityType}|${entityId}|${visitor}`
  if (recorded.has(memoKey)) return
  if (recorded.size >= MEMO_LIMIT) recorded.clear()
  recorded.add(memoKey)
  db.insert(pageViews)
    .values({ entityType, entityId, visitor, viewedOn, viewedAt: now })
    .onConflictDoNothing()
    .then(
      () => undefined,
      (error: unknown) => {
        recorded.delete(memoKey)
        request.log.warn({ err: error }, 'page view not recorded')
      },
    )
}
