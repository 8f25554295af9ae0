import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { id, createdAt, instant, updatedAt } from './columns'

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_username_idx').on(sql`lower(${t.username})`, t.id),
    index('users_email_order_idx').on(t.email, t.id),
    index('users_type_idx').on(t.userType, t.createdAt, t.id),
    index('users_active_idx').on(t.isActive, t.createdAt, t.id),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)
