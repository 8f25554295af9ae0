import type { CreateFilmmakerBody, Filmmaker, UpdateFilmmakerBody } from '@contract/filmmaker'
import { createResource, read } from './resource'
import { byNumber, byText, type PagedCollection } from './paging'

export function normalizeFilmmaker(raw: Record<string, unknown>): Filmmaker {
  const contact = read.record(raw.contact)
  const email = read.string(contact.email) || read.string(raw.email)
  return {
    _id: read.id(raw),
    name: read.string(raw.name),
    bio: read.string(raw.bio),
    image: read.media(raw.image) || read.media(raw.imageUrl),
    specialization: read.string(raw.specialization),
    experience: read.number(raw.experience),
    // docs/product.md §8: active unless explicitly false.
    isActive: raw.isActive !== false,
    portfolio: read.records(raw.portfolio).map((item) => ({
      title: read.string(item.title),
      year: read.number(item.year, new Date().getFullYear()),
      role: read.string(item.role),
    })),
    contact: { email, phone: read.string(contact.phone) || read.string(raw.phone) },
    email,
    createdAt: read.string(raw.createdAt),
  }
}

export const filmmakersApi = createResource<Filmmaker, CreateFilmmakerBody, UpdateFilmmakerBody>({
  key: 'filmmakers',
  listPath: '/filmmaker',
  detailPath: (id) => `/filmmaker/${encodeURIComponent(id)}`,
  createPath: '/filmmaker/create',
  updatePath: (id) => `/filmmaker/${encodeURIComponent(id)}`,
  deletePath: (id) => `/filmmaker/${encodeURIComponent(id)}`,
  normalize: normalizeFilmmaker,
})

export const useFilmmakers = filmmakersApi.useList
export const useFilmmaker = filmmakersApi.useOne

/** /filmmaker in pages (./paging.ts). */
export const filmmakerPages: PagedCollection<Filmmaker> = {
  key: filmmakersApi.keys.all[0],
  path: '/filmmaker',
  normalize: normalizeFilmmaker,
  local: {
    searchText: (filmmaker) => [filmmaker.name, filmmaker.specialization],
    filters: { specialization: (filmmaker, value) => filmmaker.specialization === value },
    sorts: {
      created: byText((filmmaker) => filmmaker.createdAt),
      name: byText((filmmaker) => filmmaker.name),
      specialization: byText((filmmaker) => filmmaker.specialization),
      experience: byNumber((filmmaker) => filmmaker.experience),
    },
    createdAt: (filmmaker) => filmmaker.createdAt,
  },
}
