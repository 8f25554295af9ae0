/**
 * The database schema, one module per domain under ./tables (drizzle.config.ts reads this file):
 * one schema for PGlite and PostgreSQL.
 */
export * from './tables/accounts'
export * from './tables/talent'
export * from './tables/gallery'
export * from './tables/music'
export * from './tables/site'
