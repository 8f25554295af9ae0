import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { PRODUCER_LEVELS } from '../../../contract/constants'
import { id, createdAt, updatedAt } from './columns'

export type ArtistSocialLinksRow = {
  facebook: string
  instagram: string
  twitter: string
  youtube: string
  tiktok: string
}

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    age: integer('age'),
    management: text('management').notNull().default(''),
    image: text('image').notNull().default(''),
    socialLinks: jsonb('social_links').$type<ArtistSocialLinksRow>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_created_idx').on(t.createdAt, t.id),
    index('artists_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
)

export type CreditRow = { project: string; role: string; year: number }
export type ProducerSocialRow = {
  instagram: string
  twitter: string
  facebook: string
  spotify: string
  soundCloud: string
  youtube: string
  appleMusic: string
}

/** Producer levels from junior up, as SQL: sort=level orders by rank, not alphabetically. */
export const LEVEL_RANKS = `array[${PRODUCER_LEVELS.map((level) => `'${level}'`).join(', ')}]::text[]`

export const producers = pgTable(
  'producers',
  {
    id: id(),
    name: text('name').notNull(),
    level: text('level').notNull(),
    bio: text('bio').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    yearsExperience: integer('years_experience').notNull().default(0),
    image: text('image').notNull().default(''),
    genres: jsonb('genres').$type<string[]>().notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    credits: jsonb('credits').$type<CreditRow[]>().notNull(),
    socialMedia: jsonb('social_media').$type<ProducerSocialRow>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('producers_created_idx').on(t.createdAt, t.id),
    index('producers_name_idx').on(sql`lower(${t.name})`, t.id),
    index('producers_level_filter_idx').on(t.level, t.createdAt, t.id),
    index('producers_level_rank_idx').on(
      sql`array_position(${sql.raw(LEVEL_RANKS)}, ${t.level})`,
      t.createdAt,
      t.id,
    ),
    index('producers_experience_idx').on(t.yearsExperience, t.id),
  ],
)

export type PortfolioRow = { title: string; year: number; role: string }

export const filmmakers = pgTable(
  'filmmakers',
  {
    id: id(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    image: text('image').notNull().default(''),
    specialization: text('specialization').notNull().default('Director'),
    experience: integer('experience').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    portfolio: jsonb('portfolio').$type<PortfolioRow[]>().notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('filmmakers_created_idx').on(t.createdAt, t.id),
    index('filmmakers_name_idx').on(sql`lower(${t.name})`, t.id),
    index('filmmakers_specialization_idx').on(t.specialization, t.createdAt, t.id),
    index('filmmakers_experience_idx').on(t.experience, t.id),
  ],
)
