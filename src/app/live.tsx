import { useEffect, type ReactNode } from 'react'
import type { i18n as I18n } from 'i18next'
import { REPLAY_TAPS } from '@contract/ssr'
import { useHydrated } from '@/hooks/use-hydrated'
import { keepDetectedLanguage } from '@/lib/i18n'

/**
 * Once the page is live: `data-live` on <html> (tests wait for it), and, after hydrating, the
 * language the visitor chose if it is not the server's.
 */
export function Live({ i18n, children }: { i18n?: I18n; children: ReactNode }) {
  const isLive = useHydrated()
  useEffect(() => {
    if (!isLive) return
    document.documentElement.setAttribute('data-live', '')
    if (i18n) keepDetectedLanguage(i18n)
    // The buttons tapped while the page was painted but not yet live (index.html's loader), in a
    // task of their own: a tap inside a part React has still to hydrate (HydrateWhenNear) makes
    // React hydrate it first, which it cannot do from inside its commit, as here; it would drop
    // the tap.
    const replay = (window as unknown as Record<string, (() => void) | undefined>)[REPLAY_TAPS]
    if (replay) window.setTimeout(replay)
  }, [isLive, i18n])
  return children
}
