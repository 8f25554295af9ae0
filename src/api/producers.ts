import type { CreateProducerBody, Producer, UpdateProducerBody } from '@contract/producer'
import { createResource, read } from './resource'
import { PRODUCER_LEVELS } from '@contract/constants'
import { byNumber, byText, type PagedCollection } from './paging'

export function normalizeProducer(raw: Record<string, unknown>): Producer {
  const social = read.record(raw.socialMedia)
  return {
    _id: read.id(raw),
    name: read.string(raw.name),
    level: read.string(raw.level),
    bio: read.string(raw.bio),
    contactEmail: read.string(raw.contactEmail),
    yearsExperience: read.number(raw.yearsExperience),
    image: read.media(raw.image) || read.media(raw.imageUrl),
    genres: read.strings(raw.genres),
    skills: read.strings(raw.skills),
    credits: read.records(raw.credits).map((credit) => ({
      project: read.string(credit.project),
      role: read.string(credit.role),
      year: read.number(credit.year, new Date().getFullYear()),
    })),
    socialMedia: {
      instagram: read.string(social.instagram),
      twitter: read.string(social.twitter),
      facebook: read.string(social.facebook),
      spotify: read.string(social.spotify),
      soundCloud: read.string(social.soundCloud),
      youtube: read.string(social.youtube),
      appleMusic: read.string(social.appleMusic),
    },
    createdAt: read.string(raw.createdAt),
  }
}

/**
 * The producer endpoints take lists and objects as JSON strings (docs/product.md §9); ours accepts
 * real values too, but we send the documented form so the hosted API works as well.
 */
export function encodeProducerBody<T extends Partial<CreateProducerBody>>(body: T) {
  return {
    ...body,
    genres: JSON.stringify(body.genres ?? []),
    skills: JSON.stringify(body.skills ?? []),
    credits: JSON.stringify(body.credits ?? []),
    socialMedia: JSON.stringify(body.socialMedia ?? {}),
  }
}

export const producersApi = createResource<Producer, CreateProducerBody, UpdateProducerBody>({
  key: 'producers',
  listPath: '/producer',
  detailPath: (id) => `/producer/${encodeURIComponent(id)}`,
  createPath: '/producer/add-producer',
  updatePath: (id) => `/producer/${encodeURIComponent(id)}`,
  deletePath: (id) => `/producer/${encodeURIComponent(id)}`,
  normalize: normalizeProducer,
  encodeBody: encodeProducerBody,
})

export const useProducers = producersApi.useList
export const useProducer = producersApi.useOne

const levelRank = (producer: Producer) =>
  (PRODUCER_LEVELS as readonly string[]).indexOf(producer.level)

/** /producer in pages (./paging.ts). */
export const producerPages: PagedCollection<Producer> = {
  key: producersApi.keys.all[0],
  path: '/producer',
  normalize: normalizeProducer,
  local: {
    searchText: (producer) => [producer.name, ...producer.genres, ...producer.skills],
    filters: { level: (producer, level) => producer.level === level },
    sorts: {
      created: byText((producer) => producer.createdAt),
      name: byText((producer) => producer.name),
      level: byNumber(levelRank),
      experience: byNumber((producer) => producer.yearsExperience),
    },
    createdAt: (producer) => producer.createdAt,
  },
}
