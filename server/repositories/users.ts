import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Page, SortKey, User, UserType, UsersQuerySchema } from '../../contract'
import { hashPassword } from '../auth/password'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { folded } from './paging'
import { listTable, type ListSpec } from './list-table'

type UserRow = typeof users.$inferSelect
type UsersQuery = z.output<typeof UsersQuerySchema>

/** The signed-in user as routes see it: never the password hash. */
export interface AuthUser {
  id: string
  username: string
  email: string
  userType: UserType
  isActive: boolean
}

/** The contract's user: what any response may carry. */
export const toUser = (row: UserRow): User => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  userType: row.userType,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
})

export const toAuthUser = (row: UserRow): AuthUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  userType: row.userType,
  isActive: row.isActive,
})

/** E-mails are compared case-insensitively; they are stored lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1)
  return row
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

const USER_LIST: ListSpec<SortKey<'users'>, UsersQuery> = {
  sorts: {
    created: [users.createdAt],
    username: [folded(users.username)],
    // Stored lower-cased already.
    email: [users.email],
    userType: [users.userType, users.createdAt],
  },
  defaultSort: 'created',
  search: [users.username, users.email],
  filters: (query) => [
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.active ? eq(users.isActive, query.active === 'true') : undefined,
  ],
}

/** The accounts a query asks for (contract/paging.ts): one page, or all as page 1 of 1. */
export const listUsers = (db: Db, query: UsersQuery): Promise<Page<User>> =>
  listTable(db, users, query, USER_LIST, toUser)

/**
 * Inserts a user, or returns undefined when the e-mail is taken (also when two registrations
 * race: the unique index decides, not a prior read).
 */
export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string; userType?: UserType },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email), userType: values.userType ?? 'user' })
    .onConflictDoNothing({ target: users.email })
    .returning()
  return row
}

export async function setUserActive(
  db: Db,
  id: string,
  isActive: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row
}

/**
 * Creates the account unless one with this e-mail exists; an existing account is left as it is
 * (a restart must not reset a password the admin changed, nor duplicate anyone).
 */
export async function ensureUser(
  db: Db,
  values: { username: string; email: string; password: string; userType: UserType },
): Promise<{ user: UserRow; isNew: boolean }> {
  const existing = await findUserByEmail(db, values.email)
  if (existing) return { user: existing, isNew: false }
  const { password, ...rest } = values
  const created = await insertUser(db, { ...rest, passwordHash: await hashPassword(password) })
  // Lost a race with another process creating the same account: theirs wins.
  const user = created ?? (await findUserByEmail(db, values.email))
  if (!user) throw new Error(`Could not create or find the account ${values.email}`)
  return { user, isNew: Boolean(created) }
}
