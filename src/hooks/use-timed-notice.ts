import { useCallback, useEffect, useState } from 'react'

export interface Notice {
  tone: 'success' | 'error'
  text: string
}

/**
 * A message that clears itself after `ms` (docs/product.md §3: the contact form's outcome). A new
 * notice restarts the clock; leaving the page cancels the timer.
 */
export function useTimedNotice(ms: number) {
  const [notice, setNotice] = useState<Notice | null>(null)

  useEffect(() => {
    if (!notice) return
    const timer = window.setTimeout(() => setNotice(null), ms)
    return () => window.clearTimeout(timer)
  }, [notice, ms])

  const show = useCallback((next: Notice) => setNotice(next), [])
  const clear = useCallback(() => setNotice(null), [])
  return { notice, show, clear }
}
