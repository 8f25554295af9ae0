/** Networks a talent profile can link to, in the order their buttons appear. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'tiktok',
  'spotify',
  'soundCloud',
  'appleMusic',
] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** Where a bare handle goes on each network (docs/product.md §3: TikTok's after an @). */
const PROFILE_BASE: Record<SocialNetwork, string> = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
  youtube: 'https://youtube.com/',
  tiktok: 'https://tiktok.com/@',
  spotify: 'https://open.spotify.com/artist/',
  soundCloud: 'https://soundcloud.com/',
  appleMusic: 'https://music.apple.com/',
}

/**
 * The profile URL for a stored value: a full http(s) URL is kept as it is; anything else is a
 * handle appended to the network's site. Because a handle is always put behind our own https
 * origin, a stored `javascript:` value can never become a link that runs script.
 */
export function socialUrl(network: SocialNetwork, value: string): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return undefined
  if (/^https?:\/\/\S+$/i.test(trimmed)) return trimmed
  // YouTube handles keep their '@' (youtube.com/@name); elsewhere '@name' is just how people
  // type a handle, and tiktok's base already ends in '@'.
  const handle = trimmed.replace(network === 'youtube' ? /^\/+/ : /^[@/]+/, '')
  if (!handle) return undefined
  return `${PROFILE_BASE[network]}${encodeURI(handle)}`
}

/** The networks of a profile that have a value, with their URLs, in display order. */
export function socialLinksOf(
  values: Partial<Record<SocialNetwork, string>>,
): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = socialUrl(network, values[network] ?? '')
    return url ? [{ network, url }] : []
  })
}
