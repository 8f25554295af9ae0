import { useTranslation } from 'react-i18next'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface WizardActionsProps {
  isFirst: boolean
  isLast: boolean
  isSubmitting: boolean
  /** After success, until the form resets: nothing more to send. */
  isLocked: boolean
  onBack: () => void
  onNext: () => void
}

/** Back, then Next or, on the last step, Complete Profile ('Creating Profile...' while sending). */
export function WizardActions({
  isFirst,
  isLast,
  isSubmitting,
  isLocked,
  onBack,
  onNext,
}: WizardActionsProps) {
  const { t } = useTranslation('producer-wizard')
  return (
    <div className="flex items-center justify-between gap-3 border-t border-line pt-5">
      {isFirst ? (
        <span />
      ) : (
        <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('actions.back')}
        </Button>
      )}
      {/* Distinct keys: React must not turn the clicked Next button into the submit button. */}
      {isLast ? (
        <Button
          key="submit"
          type="submit"
          disabled={isSubmitting || isLocked}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('actions.submitting') : t('actions.submit')}
        </Button>
      ) : (
        <Button key="next" onClick={onNext}>
          {t('actions.next')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
    </div>
  )
}
