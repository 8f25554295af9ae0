import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TriangleAlert } from 'lucide-react'
import { serverMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import type { ManageConfig, ManagedRecord, Notice } from './types'

interface EditDialogProps<T extends ManagedRecord> {
  config: ManageConfig<T>
  edit: NonNullable<ManageConfig<T>['edit']>
  record: T
  onClose: () => void
  onSaved: (notice: Notice) => void
}

/**
 * The edit modal: the entity's form inside, 'Update failed.' kept in view on a failure so the
 * admin can try again, and a question before unsaved changes are thrown away on closing the
 * modal (the form's own guard asks on leaving the page, and the browser on a reload).
 */
export function EditDialog<T extends ManagedRecord>({
  config,
  edit,
  record,
  onClose,
  onSaved,
}: EditDialogProps<T>) {
  const { t } = useTranslation('manage')
  const update = edit.useUpdate()
  const [error, setError] = useState<string | null>(null)
  const [isDirty, setDirty] = useState(false)
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false)
  const { Form } = edit
  const entity = config.entity

  const requestClose = () => {
    if (update.isPending) return
    if (isDirty) setConfirmingDiscard(true)
    else onClose()
  }

  const submit = (body: unknown) => {
    setError(null)
    update.mutate(
      { id: record._id, body: body as never },
      {
        onSuccess: () => onSaved({ tone: 'success', message: t(`entities.${entity}.updated`) }),
        onError: (failure) => setError(serverMessage(failure) ?? ''),
      },
    )
  }

  const onDirtyChange = useCallback((dirty: boolean) => setDirty(dirty), [])

  return (
    <>
      <Dialog
        isOpen
        onClose={requestClose}
        title={t(`entities.${entity}.editTitle`)}
        description={config.nameOf(record)}
        size="lg"
        isDismissable={!update.isPending}
        closeLabel={t('actions.close')}
      >
        {error !== null ? (
          <div
            role="alert"
            className="mb-4 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:border-brand-900 dark:bg-[#2a1215] dark:text-brand-200"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{t('feedback.updateFailed')}</p>
              {error ? <p className="mt-0.5">{error}</p> : null}
            </div>
          </div>
        ) : null}
        <Form
          record={record}
          onSubmit={submit}
          onCancel={requestClose}
          isPending={update.isPending}
          onDirtyChange={onDirtyChange}
        />
      </Dialog>
      <ConfirmDialog
        isOpen={isConfirmingDiscard}
        title={t('discard.title')}
        message={t('discard.message')}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('discard.keep')}
        onConfirm={() => {
          setConfirmingDiscard(false)
          onClose()
        }}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </>
  )
}
