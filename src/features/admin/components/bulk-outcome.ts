import type { TFunction } from 'i18next'
import type { BulkOutcome } from '@/api/bulk'
import { serverMessage } from '@/api/errors'
import type { Notice } from './status-notice'

/**
 * What a bulk delete did, as a notice: how many went ("7 tracks deleted."), and when some did
 * not, which (by name) and the server's reason for the first.
 */
export function bulkDeleteNotice<T>(
  t: TFunction<'manage'>,
  outcome: BulkOutcome<T>,
  items: (count: number) => string,
  nameOf: (item: T) => string,
): Notice {
  const deleted = items(outcome.done.length)
  const [first] = outcome.failed
  if (!first) return { tone: 'success', message: t('bulk.deleted', { items: deleted }) }
  const reason = serverMessage(first.error)
  return {
    tone: 'error',
    message: t('bulk.partlyDeleted', { items: deleted, count: outcome.failed.length }),
    detail: [
      t('bulk.notDeleted', { names: outcome.failed.map(({ item }) => nameOf(item)).join(', ') }),
      reason,
    ]
      .filter(Boolean)
      .join(' '),
  }
}
