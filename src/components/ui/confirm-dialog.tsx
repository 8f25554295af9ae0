import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  message: ReactNode
  confirmLabel: string
  /** Shown on the confirm button while the action runs, e.g. "Deleting…". */
  pendingLabel?: string
  cancelLabel: string
  /** While true both buttons are disabled and the dialog cannot be dismissed. */
  isPending?: boolean
  /** Destructive actions get the danger button. */
  tone?: 'danger' | 'default'
  onConfirm: () => void
  onCancel: () => void
}

/** "Are you sure?" as an alert dialog; Cancel takes the focus, so Enter never destroys by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  isPending = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      isDismissable={!isPending}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isPending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          onClick={onConfirm}
          disabled={isPending}
          aria-busy={isPending || undefined}
        >
          {isPending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
