import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'

/** Any unknown path (docs/product.md §3): an illustration, a title, a way home; logs the path. */
export default function NotFoundRoute() {
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  usePageTitle(t('notFound.title'))

  useEffect(() => {
    // A warning, not an error: a mistyped URL is not a fault of the app.
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <img
        src="/404.svg"
        alt={t('notFound.illustration')}
        width={320}
        height={220}
        className="h-auto w-full max-w-xs"
      />
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.message')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
        {t('notFound.home')}
      </Link>
    </div>
  )
}
