import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useSignOutOnArrival } from '@/api/auth'
import { Button, buttonClasses } from '@/components/ui/button'

/** The message shown when a page crashes; translated when translations are available. */
export function ErrorScreen() {
  const { t } = useTranslation('common', { useSuspense: false })
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errors.title', 'Something went wrong')}</h1>
      <p className="text-muted">
        {t('errors.message', 'An unexpected error stopped this page. Reloading it usually helps.')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          {t('errors.reload', 'Reload page')}
        </Button>
        {/* A plain link: after a crash, a full page load is the safest way home. */}
        <a href="/" className={buttonClasses('secondary')}>
          {t('errors.home', 'Go to the home page')}
        </a>
      </div>
    </div>
  )
}

/** Route errors (a page that throws, a chunk that fails to load after a deploy). */
export function RouteErrorBoundary() {
  const error = useRouteError()
  // A logout whose sign-in page failed to load (a chunk gone after a deploy, no network) still
  // ends the session: the visitor asked for it and has left the page they were on.
  useSignOutOnArrival()
  useEffect(() => {
    console.warn(
      'Route error',
      isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error,
    )
  }, [error])
  return <ErrorScreen />
}

interface State {
  hasError: boolean
}

/** Catches what happens outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false }

  static getDerivedStateFromError(): State {
    return { hasError: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Application error', error, info.componentStack)
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children
  }
}
