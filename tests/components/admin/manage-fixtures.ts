import { vi } from 'vitest'

/**
 * A fixed "now" for the manage screens: Sunday 15 June 2025, noon (local time). The records
 * below sit in the date windows of docs/product.md §7 relative to it.
 */
export const NOW = new Date(2025, 5, 15, 12, 0, 0)

export function freezeTime() {
  // Only Date: user-event, MSW and React keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
}

const iso = (year: number, monthIndex: number, day: number, hour = 10) =>
  new Date(year, monthIndex, day, hour).toISOString()

/** When each artist was added, and which filters should show it. */
export const DATES = {
  today: iso(2025, 5, 15, 6), // last day, last 7, last 30, this month
  fiveDaysAgo: iso(2025, 5, 10), // last 7, last 30, this month
  threeWeeksAgo: iso(2025, 4, 25), // last 30, last month
  earlyLastMonth: iso(2025, 4, 5), // last month only
  lastYear: iso(2024, 7, 1), // last year only
  longAgo: iso(2023, 0, 1), // no window but "all"
} as const

export function artist(id: string, name: string, createdAt: string) {
  return {
    _id: id,
    name,
    bio: `${name} makes music in Kigali.`,
    age: 25,
    management: `${name} Management`,
    image: '',
    imageUrl: '',
    socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
    createdAt,
  }
}

export const ARTISTS = [
  artist('a1', 'Amani', DATES.today),
  artist('a2', 'Bella', DATES.fiveDaysAgo),
  artist('a3', 'Cedric', DATES.threeWeeksAgo),
  artist('a4', 'Diane', DATES.earlyLastMonth),
  artist('a5', 'Eric', DATES.lastYear),
  artist('a6', 'Fiona', DATES.longAgo),
]

export function filmmaker(
  id: string,
  name: string,
  specialization: string,
  createdAt: string,
  isActive = true,
) {
  return {
    _id: id,
    name,
    bio: `${name} films music videos.`,
    image: '',
    specialization,
    experience: 4,
    isActive,
    portfolio: [{ title: 'Kigali Nights', year: 2024, role: 'Director' }],
    contact: { email: `${name.toLowerCase()}@example.com`, phone: '+250 788 000 000' },
    createdAt,
  }
}

export function user(
  id: string,
  username: string,
  options: { userType?: 'admin' | 'user'; isActive?: boolean; createdAt?: string } = {},
) {
  return {
    _id: id,
    username,
    email: `${username.toLowerCase()}@example.com`,
    userType: options.userType ?? 'user',
    isActive: options.isActive ?? true,
    createdAt: options.createdAt ?? DATES.fiveDaysAgo,
  }
}

/** A promise the test resolves when it wants the server to answer. */
export function gate() {
  let open: () => void = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}
