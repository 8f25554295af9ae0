import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { dashboardKeys } from '@/api/dashboard'
import { httpStatus, serverMessage } from '@/api/errors'
import type { Notice } from '@/features/admin/manage/types'

interface CreateMessages {
  /** Shown after success when the server sent no message of its own. */
  created: string
  /** Shown after a failure when the server sent no message of its own. */
  failed: string
  /** Shown when no answer came at all (spec §8 gives the filmmaker form its own). */
  networkError?: string
}

/**
 * The outcome of a create form, shown in the page (spec §8: the server's message, else the
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
      setNotice({ tone: 'success', message: result?.message || messages.created })
      return true
    } catch (error) {
      const offline = httpStatus(error) === undefined ? messages.networkError : undefined
      setNotice({ tone: 'error', message: serverMessage(error) ?? offline ?? messages.failed })
      return false
    }
  }

  return { notice, dismiss, run }
}
