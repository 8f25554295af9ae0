import { useEffect, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router-dom'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/**
 * Keeps unsaved work from being lost (issue 6, "no lost work"). While `dirty`, leaving for
 * another page of the app asks first, with the returned dialog (render it); a reload or closing
 * the tab gets the browser's own question. Needs a data router (createBrowserRouter).
 */
export function useUnsavedGuard(dirty: boolean): ReactElement {
  const { t } = useTranslation('forms')
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const isBlocked = blocker.state === 'blocked'
  return (
    <ConfirmDialog
      isOpen={isBlocked}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed()
      }}
      onCancel={() => {
        if (blocker.state === 'blocked') blocker.reset()
      }}
    />
  )
}
