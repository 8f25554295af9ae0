import { useState } from 'react'

const NONE: ReadonlySet<string> = new Set()

/**
 * The rows selected for a bulk action, kept for one view of the list: when `view` (the page, the
 * search, a filter ...) changes, the selection is empty again, so no hidden row is ever acted on.
 */
export function useSelection(view: string) {
  const [selection, setSelection] = useState({ view, ids: NONE })
  // Forgotten, not just hidden: coming back to the same page does not bring it back.
  if (selection.view !== view) setSelection({ view, ids: NONE })
  const ids = selection.view === view ? selection.ids : NONE
  const select = (changed: readonly string[], isSelected: boolean) => {
    const next = new Set(ids)
    for (const id of changed) {
      if (isSelected) next.add(id)
      else next.delete(id)
    }
    setSelection({ view, ids: next })
  }
  const clear = () => setSelection({ view, ids: NONE })
  return { ids, select, clear }
}
