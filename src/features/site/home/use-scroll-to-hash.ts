import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Arriving from another page at /#contact: the router tries to scroll before the page and its
 * translations are on screen, so the page scrolls to its own section once it has rendered. The
 * sections that load later (./later-sections.tsx) do the same when they arrive.
 */
export function useScrollToHash() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash])
}
