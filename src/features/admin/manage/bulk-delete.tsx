import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Trash2 } from 'lucide-react'
import { useBulkWrite, type BulkOutcome } from '@/api/bulk'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { BulkAction } from '../components/bulk-bar'
import type { ManageConfig, ManagedRecord } from './types'

interface BulkDeleteProps<T extends ManagedRecord> {
  config: ManageConfig<T>
  remove: (id: string) => Promise<unknown>
  records: T[]
  onDone: (outcome: BulkOutcome<T>) => void
}

/**
 * "Delete selected" and its one confirmation naming how many ("Delete 7 tracks?"); the deletes
 * then run a few at a time and the list reloads once, after all of them.
 */
export function BulkDelete<T extends ManagedRecord>({
  config,
  remove,
  records,
  onDone,
}: BulkDeleteProps<T>) {
  const { t } = useTranslation('manage')
  const [isAsking, setAsking] = useState(false)
  const bulk = useBulkWrite<T>(config.collection.key, (record) => remove(record._id))
  const items = t(`entities.${config.entity}.count`, { count: records.length })

  const confirm = () =>
    bulk.mutate(records, {
      onSuccess: (outcome) => {
        setAsking(false)
        onDone(outcome)
      },
    })

  return (
    <>
      <BulkAction icon={Trash2} tone="danger" onClick={() => setAsking(true)}>
        {t('bulk.delete')}
      </BulkAction>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('bulk.deleteTitle', { items })}
        message={t('bulk.deleteMessage')}
        confirmLabel={t('actions.confirmDelete')}
        pendingLabel={t('actions.deleting')}
        cancelLabel={t('actions.cancel')}
        isPending={bulk.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
