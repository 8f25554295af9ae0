import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { dashboardKeys } from '@/api/dashboard'
import { httpStatus, serverMessage } from '@/api/errors'
import type { Notice } from '../components/status-notice'

export interface CreateMessages {
  /** Shown after success when the server sent no message of its own. */
  created: string
  /** Shown after a failure when the server sent no message of its own. */
  failed: string
  /** Shown when no answer came at all (the filmmaker form has its own). */
  networkError?: string
  /** Whether a success shows the server's own message when it sends one (default true). */
  serverSuccess?: boolean
  /** Whether a failure does (default true; the producer wizard's text is its own). */
  serverFailure?: boolean
}

/**
 * The outcome of a create form, in the page (docs/product.md §7: the server's message, else the
 * form's own). `run` sends what `send` builds; on success the dashboard's totals are refreshed
 * too (the resource's own hook refreshes its lists) and `run` resolves true.
 */
export function useCreateFeedback(messages: CreateMessages) {
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<Notice | null>(null)
  const dismiss = useCallback(() => setNotice(null), [])

  const run = async (send: () => Promise<{ message?: string } | undefined>): Promise<boolean> => {
    setNotice(null)
    try {
      const result = await send()
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
      const serverSaid = messages.serverSuccess === false ? undefined : result?.message
      setNotice({ tone: 'success', message: serverSaid || messages.created })
      return true
    } catch (error) {
      const offline = httpStatus(error) === undefined ? messages.networkError : undefined
      const serverSaid = messages.serverFailure === false ? undefined : serverMessage(error)
      setNotice({ tone: 'error', message: serverSaid ?? offline ?? messages.failed })
      return false
    }
  }

  return { notice, dismiss, run }
}
