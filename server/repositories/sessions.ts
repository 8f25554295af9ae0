import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import { SESSION_TTL_MS } from '../../contract'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema'
import { toAuthUser, type AuthUser } from './users'

/**
 * Opaque bearer tokens: 32 random bytes for the client, only their SHA-256 in the database, so a
 * leaked table grants no sign-in. A plain hash suffices (no KDF): the token has 256 bits of entropy.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(
  db: Db,
  userId: string,
  options: { rememberMe?: boolean; now?: Date } = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const now = options.now ?? new Date()
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(
    now.getTime() + (options.rememberMe ? SESSION_TTL_MS.remember : SESSION_TTL_MS.default),
  )
  // Expired sessions of this user are dead weight; dropping them here keeps the table small.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)))
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt })
    .returning({ id: sessions.id })
  if (!row) throw new Error('Session insert returned no row')
  return { token, sessionId: row.id, expiresAt }
}

/** The active user behind a token, or null for an unknown, expired or revoked token or an inactive user. */
export async function findSessionUser(
  db: Db,
  token: string,
): Promise<{ sessionId: string; user: AuthUser } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1)
  if (!row || !row.user.isActive) return null
  return { sessionId: row.sessionId, user: toAuthUser(row.user) }
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
