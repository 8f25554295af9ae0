/**
 * What became of a share: the platform's sheet took it, the link was copied, or the visitor
 * closed the sheet (nothing to say then).
 */
export type ShareOutcome = 'shared' | 'copied' | 'dismissed'

interface SharedLink {
  url: string
  title?: string
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Opens the platform's share sheet where the browser has one (phones, Safari, Edge), else copies
 * the link. A sheet that refuses (no user gesture, a policy, a payload it cannot take) falls back
 * to copying; a failed copy throws, for the caller to say so.
 */
export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(link) ?? true)) {
    try {
      await navigator.share(link)
      return 'shared'
    } catch (error) {
      // The visitor closed the sheet: they chose not to share, so nothing is copied behind them.
      if (isAbort(error)) return 'dismissed'
    }
  }
  await copyText(link.url)
  return 'copied'
}

/** Whether the browser has a platform share sheet (phones, Safari, Edge). */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function'

/** Copies text to the clipboard; throws when the browser cannot, for the caller to say so. */
export async function copyText(text: string): Promise<void> {
  // Absent on insecure origins and in some embedded browsers: that is a failure too.
  if (!navigator.clipboard) throw new Error('Clipboard unavailable')
  await navigator.clipboard.writeText(text)
}
