import { SITE_NAME } from '@contract/constants'
import { trackPagePath } from '@contract/embed-paths'
import { paths } from '@/config/paths'
import { h } from './dom'
import { fill, pickLanguage, stringsFor, type Strings } from './i18n'
import { externalLink, renderPlayer } from './player'
import { applyTheme } from './theme'
import { loadTrack, type TrackResult, type TrackSource } from './track'

export interface EmbedEnvironment extends TrackSource {
  location: Pick<Location, 'pathname' | 'search' | 'origin'>
  /** The browser's languages, most wanted first (navigator.languages). */
  languages: readonly string[]
  /** Whether the site's stored session is there (src/lib/storage.ts). */
  isSignedIn: () => boolean
  countPlay: (trackId: string) => void
}

/** The track id of `/embed/music/:id` (with or without a final slash), else ''. */
export function trackIdFrom(pathname: string): string {
  const encoded = /^\/embed\/music\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (!encoded) return ''
  try {
    return decodeURIComponent(encoded)
  } catch {
    return ''
  }
}

/** The loading shapes: the player's grid with grey blocks where its parts will be. */
function renderLoading(root: HTMLElement, strings: Strings) {
  const bone = (part: string) => h('span', { class: `${part} ep-bone` })
  root.className = 'ep'
  root.setAttribute('aria-busy', 'true')
  root.removeAttribute('aria-label')
  root.replaceChildren(
    h('span', { class: 'ep-sr' }, strings.loading),
    bone('ep-cover'),
    bone('ep-play'),
    h('span', { class: 'ep-head ep-bone ep-bone--head' }, h('span'), h('span')),
    bone('ep-wave'),
    bone('ep-foot'),
  )
}

/** Not found, gone or failed: a heading, a hint and one way on (the site's music, or retry). */
function renderMessage(
  root: HTMLElement,
  result: Exclude<TrackResult, { kind: 'track' }>,
  strings: Strings,
  links: { music: string },
  retry: () => void,
) {
  const text =
    result.kind === 'gone'
      ? { ...strings.gone, hint: fill(strings.gone.hint, { title: result.track.title }) }
      : result.kind === 'not-found'
        ? strings.notFound
        : strings.error
  let action: HTMLElement
  if (result.kind === 'error') {
    action = h(
      'button',
      { class: 'ep-button ep-button--primary', type: 'button' },
      strings.error.retry,
    )
    action.addEventListener('click', retry)
  } else {
    action = externalLink(
      links.music,
      fill(strings.moreMusic, { site: SITE_NAME }),
      strings,
      'ep-button',
    )
  }
  root.ownerDocument.title = `${text.title} | ${SITE_NAME}`
  root.className = 'ep-message'
  root.removeAttribute('aria-busy')
  root.removeAttribute('aria-label')
  root.replaceChildren(
    h('h1', { class: 'ep-heading' }, text.title),
    h('p', { class: 'ep-hint' }, text.hint),
    h('div', { class: 'ep-actions' }, action),
  )
}

/**
 * The embeddable player page (`/embed/music/:id`, embed.html): the language and theme the embed
 * code or the browser asks for, then the track, shown as the player or as a message.
 */
export async function startEmbed(root: HTMLElement, environment: EmbedEnvironment) {
  const { location } = environment
  const document = root.ownerDocument
  const language = pickLanguage(location.search, environment.languages)
  document.documentElement.lang = language
  applyTheme(document.documentElement, location.search)
  const strings = stringsFor(language)
  const id = trackIdFrom(location.pathname)
  const site = (path: string) => `${location.origin}${path}`

  const show = async () => {
    // After a retry, focus goes on to what replaces the button.
    const hadFocus = root.contains(document.activeElement)
    renderLoading(root, strings)
    const result = await loadTrack(id, environment)
    if (result.kind === 'track') {
      const { track } = result
      document.title = `${track.title} – ${track.artist} | ${SITE_NAME}`
      renderPlayer(root, track, {
        strings,
        siteName: SITE_NAME,
        links: {
          track: site(trackPagePath(track.id)),
          site: site(paths.home),
          signIn: site(paths.login),
        },
        countPlay: environment.countPlay,
        isSignedIn: environment.isSignedIn,
      })
    } else {
      renderMessage(root, result, strings, { music: site(paths.music) }, () => void show())
    }
    if (hadFocus) root.querySelector<HTMLElement>('button, a')?.focus()
  }
  await show()
}
