import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** Cancel and Update at the foot of an edit form; Update shows its pending label while saving. */
export function FormActions({
  onCancel,
  isPending,
  updateLabel,
}: {
  onCancel: () => void
  isPending: boolean
  /** Defaults to "Update"; the filmmaker modal says "Update Filmmaker". */
  updateLabel?: string
}) {
  const { t } = useTranslation('manage')
  return (
    <div className="sticky bottom-0 -mx-5 -mb-4 mt-6 flex flex-col-reverse gap-3 border-t border-line bg-surface-raised px-5 py-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
        {isPending ? t('actions.updating') : (updateLabel ?? t('actions.update'))}
      </Button>
    </div>
  )
}
