import type { ArtistSocialLinksRow } from '../../db/schema'

export interface DemoArtist {
  name: string
  bio: string
  age: number | null
  management: string
  socialLinks: ArtistSocialLinksRow
}

const social = (links: Partial<ArtistSocialLinksRow>): ArtistSocialLinksRow => ({
  facebook: '',
  instagram: '',
  twitter: '',
  youtube: '',
  tiktok: '',
  ...links,
})

/** Fictional artists of the label; any likeness to a real person is unintended. */
export const DEMO_ARTISTS: readonly DemoArtist[] = [
  {
    name: 'Amani Uwase',
    bio: 'Amani grew up singing in a church choir in Huye before moving to Kigali to record her first EP. Her Afro-pop mixes Kinyarwanda lyrics with bright guitar lines, and her live shows are known for their call-and-response choruses.',
    age: 26,
    management: 'Inzozi Music Group',
    socialLinks: social({ facebook: 'amani.uwase.music', instagram: 'amaniuwase', twitter: 'amaniuwase', youtube: '@AmaniUwase', tiktok: 'amaniuwase' }),
  },
  {
    name: 'Kezia Mutoni',
    bio: 'Kezia writes slow-burning R&B about city life and long-distance love. A self-taught pianist, she arranges her own harmonies and records most of her vocals late at night in the label studio.',
    age: 24,
    management: 'Umuco Artist Management',
    socialLinks: social({ instagram: 'kezia.mutoni', twitter: 'keziamutoni', youtube: '@KeziaMutoni' }),
  },
  {
    name: 'Jabari Nkurunziza',
    bio: 'Jabari is a Kinyarwanda and Swahili MC whose verses tell stories from the neighbourhoods of Nyamirambo. He started in freestyle cyphers at university and now leads the label’s monthly open-mic night.',
    age: 29,
    management: 'Kivu Sound Collective',
    socialLinks: social({ facebook: 'jabari.nkuru', instagram: 'jabari_nk', twitter: 'jabari_nk', tiktok: 'jabarink' }),
  },
  {
    name: 'Tito Habimana',
    bio: 'Tito is a DJ and electronic producer who blends house rhythms with samples of traditional drums. His sunrise sets on the shores of Lake Kivu have become a fixture of the festival season.',
    age: 31,
    management: 'Inzozi Music Group',
    socialLinks: social({ instagram: 'titohabimana', youtube: '@TitoHabimana', tiktok: 'titohabimana' }),
  },
  {
    name: 'Neema Wanjiru',
    bio: 'Born in Nairobi and based in Kigali since 2016, Neema sings jazz standards and her own compositions with a quartet. She teaches voice at the label’s weekend music school.',
    age: 34,
    management: 'Blue Hour Bookings',
    socialLinks: social({ facebook: 'neema.wanjiru.jazz', instagram: 'neemawanjiru', youtube: '@NeemaWanjiruQuartet' }),
  },
  {
    name: 'Kagabo Rukundo',
    bio: 'Kagabo fronts a three-piece rock band with a loud guitar and louder drums. His songs borrow melodies from the folk tunes his grandmother sang, played at twice the volume.',
    age: 38,
    management: 'Thousand Hills Live',
    socialLinks: social({ instagram: 'kagabo.rocks', twitter: 'kagaborukundo', youtube: '@KagaboRukundo' }),
  },
  {
    name: 'Solange Ingabire',
    bio: 'Solange is a pianist and composer who writes for piano, strings and inanga. Her chamber pieces have been performed in Kigali, Kampala and Nairobi, and she scores films for the label’s filmmakers.',
    age: 41,
    management: 'Umuco Artist Management',
    socialLinks: social({ facebook: 'solange.ingabire.composer', youtube: '@SolangeIngabire' }),
  },
  {
    name: 'Eliane Ishimwe',
    bio: 'Eliane sings over log drums and airy piano chords, bringing amapiano to Kigali dance floors. Her first single was recorded in a single afternoon and played at every wedding that summer.',
    age: 23,
    management: 'Kivu Sound Collective',
    socialLinks: social({ instagram: 'eliane.ishimwe', twitter: 'elianeishimwe', tiktok: 'elianeishimwe' }),
  },
]
