import type { Artist } from '@contract/artist'
import type { Filmmaker } from '@contract/filmmaker'
import type { GalleryItem } from '@contract/gallery'
import type { MusicTrack } from '@contract/music'
import type { Producer } from '@contract/producer'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

/**
 * schema.org JSON-LD for search engines, written by the server into a rendered page's <head>
 * (src/entry-server.tsx, usePageTitle's `structuredData`). Pure functions of the page's data and
 * the site's origin ('' when the server does not know it: the URLs then stay relative).
 */
export type StructuredData = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/** A stored media path or page path made absolute; absolute URLs (another host) kept. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path}`
}

/** Only the profile links that are set. */
const links = (values: Record<string, string>) => Object.values(values).filter(Boolean)

/** The label (the home page). */
export function organizationData(origin: string): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(origin, paths.home),
    logo: absoluteUrl(origin, '/favicon.svg'),
    email: site.email,
    telephone: site.phoneHref.replace(/^tel:/, ''),
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    sameAs: links({ ...site.socials, twitter: site.socials.twitter ?? '' }),
  }
}

const label = (origin: string) => ({
  '@type': 'Organization',
  name: site.name,
  url: absoluteUrl(origin, paths.home),
})

/** What the three talent records say alike: type, name, bio, their page and their photo. */
function talentData(
  origin: string,
  type: 'MusicGroup' | 'Person',
  record: { name: string; bio: string; image?: string },
  page: string,
): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': type,
    name: record.name,
    description: record.bio,
    url: absoluteUrl(origin, page),
    ...(record.image && { image: absoluteUrl(origin, record.image) }),
  }
}

export function artistData(origin: string, artist: Artist): StructuredData {
  return {
    ...talentData(origin, 'MusicGroup', artist, paths.artist(artist._id)),
    sameAs: links(artist.socialLinks),
    recordLabel: label(origin),
  }
}

export function producerData(origin: string, producer: Producer): StructuredData {
  return {
    ...talentData(origin, 'Person', producer, paths.producer(producer._id)),
    jobTitle: 'Music producer',
    knowsAbout: [...producer.genres, ...producer.skills],
    sameAs: links(producer.socialMedia),
    worksFor: label(origin),
  }
}

export function filmmakerData(origin: string, filmmaker: Filmmaker): StructuredData {
  return {
    ...talentData(origin, 'Person', filmmaker, paths.filmmaker(filmmaker._id)),
    jobTitle: filmmaker.specialization,
    worksFor: label(origin),
  }
}

export function galleryItemData(origin: string, item: GalleryItem): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'ImageObject',
    name: item.title,
    description: item.description,
    url: absoluteUrl(origin, paths.galleryItem(item._id)),
    contentUrl: absoluteUrl(origin, item.image),
    ...(item.createdAt && { uploadDate: item.createdAt }),
    creditText: site.name,
  }
}

/** 67 -> "PT1M7S" (ISO 8601, as schema.org's Duration). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`
}

/** A track as schema.org's MusicRecording, without a context (the list's items and its page). */
function recording(origin: string, track: MusicTrack): StructuredData {
  return {
    '@type': 'MusicRecording',
    name: track.title,
    url: absoluteUrl(origin, paths.track(track._id)),
    byArtist: { '@type': 'MusicGroup', name: track.artist },
    ...(track.album && { inAlbum: { '@type': 'MusicAlbum', name: track.album } }),
    ...(track.genre && { genre: track.genre }),
    ...(track.duration > 0 && { duration: isoDuration(track.duration) }),
    ...(track.releaseDate && { datePublished: track.releaseDate.slice(0, 10) }),
    ...(track.coverImageUrl && { image: absoluteUrl(origin, track.coverImageUrl) }),
    recordLabel: label(origin),
  }
}

/** The releases of /musics, in their order. */
export function tracksData(origin: string, tracks: MusicTrack[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    url: absoluteUrl(origin, paths.music),
    itemListElement: tracks.map((track, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: recording(origin, track),
    })),
  }
}

/** A track's own page, /musics/:id: its recording, with the times it was played. */
export function trackData(origin: string, track: MusicTrack): StructuredData {
  return {
    '@context': CONTEXT,
    ...recording(origin, track),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/ListenAction',
      userInteractionCount: track.playCount,
    },
  }
}

/**
 * The JSON-LD element's text. `<` only occurs inside JSON strings, where `\u003c` means the same:
 * a bio cannot close the element.
 */
export const jsonLdText = (data: StructuredData) => JSON.stringify(data).replace(/</g, '\\u003c')
