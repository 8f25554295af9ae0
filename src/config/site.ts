import { SITE_NAME, type Language } from '@contract/constants'

/**
 * The label's own details, fictional defaults kept here, in one place, for a
 * label to replace. Prose shown on pages is given in every language of the site.
 */
export type Localized = Readonly<Record<Language, string>>

export function pickLocalized(value: Localized, language: string): string {
  return value[language as Language] ?? value.en
}

export interface OpeningHours {
  /** Key in the `common` namespace naming the days ('hours.weekdays', 'hours.weekend'). */
  readonly daysKey: string
  /** 24-hour clock, formatted for the reader's language where shown. */
  readonly opens: string
  readonly closes: string
}

export const site = {
  name: SITE_NAME,
  shortName: 'Inganzo',
  foundedYear: 2019,
  /** Shown as is; `phoneHref` is what a tel: link dials. */
  phone: '+250 788 123 456',
  phoneHref: 'tel:+250788123456',
  /** The studio number on a messaging app (the PR manager's "message us" button). */
  messagingUrl: 'https://wa.me/250788123456',
  email: 'hello@inganzorecords.example',
  address: {
    street: 'KG 7 Ave, Kacyiru',
    city: 'Kigali',
    country: 'Rwanda',
  },
  openingHours: [
    { daysKey: 'hours.weekdays', opens: '06:00', closes: '22:00' },
    { daysKey: 'hours.weekend', opens: '08:00', closes: '20:00' },
  ] satisfies readonly OpeningHours[],
  socials: {
    facebook: 'https://www.facebook.com/inganzorecords',
    instagram: 'https://www.instagram.com/inganzorecords',
    youtube: 'https://www.youtube.com/@inganzorecords',
    tiktok: 'https://www.tiktok.com/@inganzorecords',
    /** A song page on a music-sharing service. */
    songPage: 'https://audiomack.com/inganzorecords/song/umuhanzi-wacu',
    /** No account yet: the footer leaves a network without a URL out. */
    twitter: null as string | null,
  },
} as const

/** The public relations manager (home page profile). */
export const prManager = {
  name: 'Aline Uwase',
  role: {
    en: 'Public Relations Manager',
    fr: 'Responsable des relations publiques',
    es: 'Responsable de relaciones públicas',
    rw: "Ushinzwe itangazamakuru n'imenyekanisha",
  },
  yearsExperience: 8,
  bio: {
    en: 'Aline connects our artists with radio, television, festivals and brands across the region, and is the first person to talk to about bookings and interviews.',
    fr: 'Aline met nos artistes en relation avec la radio, la télévision, les festivals et les marques de toute la région ; c’est elle qu’il faut contacter pour les réservations et les interviews.',
    es: 'Aline conecta a nuestros artistas con la radio, la televisión, los festivales y las marcas de toda la región, y es la primera persona con quien hablar sobre contrataciones y entrevistas.',
    rw: "Aline ahuza abahanzi bacu na radiyo, televiziyo, iserukiramuco n'ibigo by'ubucuruzi mu karere kose. Ni we wa mbere ugomba kuvugisha ku bijyanye no gutumira abahanzi n'ibiganiro.",
  },
} as const
