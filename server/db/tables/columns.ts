import { randomUUID } from 'node:crypto'
import { customType, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One schema for PGlite and PostgreSQL. Ids are opaque text (UUIDs), so a malformed id is just
 * an id that matches nothing: a 404, never a database cast error.
 */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID())

/** Every time is a `timestamptz`: an instant, whatever the time zone of the server or client. */
export const instant = (name: string) => timestamp(name, { withTimezone: true })
/** When the row was written: the database's clock unless the insert says otherwise. */
export const writtenAt = (name: string) => instant(name).defaultNow().notNull()
export const createdAt = () => writtenAt('created_at')
export const updatedAt = () => writtenAt('updated_at')

/**
 * Small numbers 0-255 as the bytes of a `bytea`: a waveform's 200 peaks take 200 bytes, not the
 * ~800 of a JSON array, and no value outside 0-255 can be stored. node-postgres reads a Buffer,
 * PGlite a Uint8Array; both are byte arrays.
 */
export const byteArray = customType<{ data: number[]; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (values) => Buffer.from(values),
  fromDriver: (bytes) => [...bytes],
})
