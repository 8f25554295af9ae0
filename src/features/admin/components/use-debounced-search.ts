import { useEffect, useState } from 'react'
import { PAGING } from '@contract/paging-rules'

/** A pause this long in typing sends the search: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300

/**
 * The search box's text, sent on (`commit`) once typing pauses. When the committed search changes
 * from elsewhere (Back, "Show all"), the box shows it.
 */
export function useDebouncedSearch(committed: string, commit: (query: string) => void) {
  const [draft, setDraft] = useState(committed)
  const [synced, setSynced] = useState(committed)
  if (committed !== synced) {
    setSynced(committed)
    // Keep what is being typed ("kivu " with its space) when it is what was committed.
    if (clean(draft) !== committed) setDraft(committed)
  }
  useEffect(() => {
    if (clean(draft) === committed) return
    const timer = setTimeout(() => commit(clean(draft)), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [draft, committed, commit])
  return [draft, setDraft] as const
}

const clean = (text: string) => text.trim().slice(0, PAGING.queryMax)
