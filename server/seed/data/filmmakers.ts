import type { FILMMAKER_SPECIALIZATIONS } from '../../../contract/constants'
import type { PortfolioRow } from '../../db/schema'

export interface DemoFilmmaker {
  name: string
  bio: string
  specialization: (typeof FILMMAKER_SPECIALIZATIONS)[number]
  experience: number
  isActive: boolean
  portfolio: PortfolioRow[]
  contactEmail: string
  contactPhone: string
}

const yearsAgo = (years: number) => new Date().getFullYear() - years

export const DEMO_FILMMAKERS: readonly DemoFilmmaker[] = [
  {
    name: 'Yves Mugisha',
    bio: 'Yves directs music videos and short documentaries about young musicians. His videos favour long single takes and natural light.',
    specialization: 'Director',
    experience: 8,
    isActive: true,
    portfolio: [
      { title: 'Kigali Nights (music video)', year: yearsAgo(0), role: 'Director' },
      { title: 'Voices of Nyamirambo', year: yearsAgo(2), role: 'Director' },
    ],
    contactEmail: 'yves.mugisha@example.com',
    contactPhone: '+250 788 000 101',
  },
  {
    name: 'Sandrine Uwimana',
    bio: 'Sandrine is a cinematographer who shoots concerts, commercials and feature films. She is the person the label calls when a stage needs to look as good on screen as it does in the room.',
    specialization: 'Director of Photography',
    experience: 10,
    isActive: true,
    portfolio: [
      { title: 'Thousand Hills Live', year: yearsAgo(1), role: 'Director of Photography' },
      { title: 'The Long Road Home', year: yearsAgo(3), role: 'Director of Photography' },
    ],
    contactEmail: 'sandrine.uwimana@example.com',
    contactPhone: '+250 788 000 102',
  },
  {
    name: 'Kevin Ndayisaba',
    bio: 'Kevin cuts music videos, trailers and the label’s behind-the-scenes series. He edits fast and keeps every project’s footage meticulously organised.',
    specialization: 'Editor',
    experience: 5,
    isActive: true,
    portfolio: [
      { title: 'Studio Diaries (series)', year: yearsAgo(0), role: 'Editor' },
      { title: 'Shoreline visualiser', year: yearsAgo(1), role: 'Editor' },
    ],
    contactEmail: 'kevin.ndayisaba@example.com',
    contactPhone: '+250 788 000 103',
  },
  {
    name: 'Ange Kamikazi',
    bio: 'Ange designs sound for films and mixes dialogue and music for screen. She records foley in a tiny booth filled with gravel, shoes and old doors.',
    specialization: 'Sound Designer',
    experience: 7,
    isActive: true,
    portfolio: [
      { title: 'The Long Road Home', year: yearsAgo(3), role: 'Sound Designer' },
      { title: 'Market Day (short)', year: yearsAgo(1), role: 'Re-recording mixer' },
    ],
    contactEmail: 'ange.kamikazi@example.com',
    contactPhone: '+250 788 000 104',
  },
  {
    name: 'Fabrice Irakoze',
    bio: 'Fabrice designs album covers, posters and title sequences, drawing on imigongo patterns and bold colour. Most of the label’s artwork passes through his studio.',
    specialization: 'Graphic Designer',
    experience: 6,
    isActive: true,
    portfolio: [
      { title: 'Inzozi (album artwork)', year: yearsAgo(0), role: 'Art director' },
      { title: 'Kivu Festival posters', year: yearsAgo(1), role: 'Designer' },
    ],
    contactEmail: 'fabrice.irakoze@example.com',
    contactPhone: '+250 788 000 105',
  },
  {
    name: 'Claudine Mukamana',
    bio: 'Claudine is a makeup artist for film and stage who has worked on most of the label’s music videos. She is currently on a year-long film project abroad and not taking bookings.',
    specialization: 'Makeup Artist',
    experience: 12,
    isActive: false,
    portfolio: [
      { title: 'Voices of Nyamirambo', year: yearsAgo(2), role: 'Makeup Artist' },
      { title: 'Kigali Nights (music video)', year: yearsAgo(0), role: 'Key makeup artist' },
    ],
    contactEmail: 'claudine.mukamana@example.com',
    contactPhone: '+250 788 000 106',
  },
]
