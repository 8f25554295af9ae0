import { useEffect, useRef, useState } from 'react'

/**
 * Whether an element has come within `rootMargin` of the viewport (IntersectionObserver's margin
 * syntax, e.g. '100% 0px' for a screen above and below). True from the start where
 * IntersectionObserver is missing, and while `force` is; once true it stays true.
 */
export function useNearViewport<T extends Element>(rootMargin: string, force = false) {
  const ref = useRef<T>(null)
  const [hasCome, setCome] = useState(() => typeof IntersectionObserver === 'undefined')
  const isNear = hasCome || force

  useEffect(() => {
    const node = ref.current
    if (isNear || !node) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setCome(true)
      },
      { rootMargin },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [isNear, rootMargin])

  return { ref, isNear }
}
