import { useCallback, useEffect, useRef, useState } from 'react'
import type { Notice } from './status-notice'

/**
 * A list screen's notice (saved, deleted, failed) and the line its focus moves to after a delete:
 * the rows or cards that had the focus are gone, and the screen's total line takes it instead of
 * the page's start.
 */
export function useScreenNotice() {
  const [notice, setNotice] = useState<Notice | null>(null)
  const dismissNotice = useCallback(() => setNotice(null), [])
  const totalRef = useRef<HTMLParagraphElement>(null)
  // Bumped after a delete; the effect runs once the removed rows are gone from the page.
  const [focusCount, setFocusCount] = useState(0)
  useEffect(() => {
    if (focusCount > 0) totalRef.current?.focus()
  }, [focusCount])
  const focusTotal = useCallback(() => setFocusCount((count) => count + 1), [])
  return { notice, setNotice, dismissNotice, totalRef, focusTotal }
}
