import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { ManageConfig, ManagedRecord, Mutation, Notice } from './types'

interface DeleteDialogProps<T extends ManagedRecord> {
  config: ManageConfig<T>
  useDelete: () => Mutation<string>
  record: T
  onClose: () => void
  /** Called with the outcome once the delete has succeeded or failed. */
  onDone: (notice: Notice) => void
}

/**
 * "Delete Eliane Ishimwe?" / "Are you sure you want to delete this artist? ...": the title names
 * the record, so the admin sees which one is about to go. Both buttons wait while it deletes.
 */
export function DeleteDialog<T extends ManagedRecord>({
  config,
  useDelete,
  record,
  onClose,
  onDone,
}: DeleteDialogProps<T>) {
  const { t } = useTranslation('manage')
  const remove = useDelete()
  const entity = config.entity
  const name = config.nameOf(record)

  const confirm = () =>
    remove.mutate(record._id, {
      onSuccess: () =>
        onDone({ tone: 'success', message: t(`entities.${entity}.deleted`, { name }) }),
      onError: (error) =>
        onDone({
          tone: 'error',
          message: t('feedback.deleteFailed'),
          detail: serverMessage(error),
        }),
    })

  return (
    <ConfirmDialog
      isOpen
      title={t('actions.deleteTitle', { name })}
      message={t(`entities.${entity}.deleteMessage`)}
      confirmLabel={t('actions.confirmDelete')}
      pendingLabel={t('actions.deleting')}
      cancelLabel={t('actions.cancel')}
      isPending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  )
}
