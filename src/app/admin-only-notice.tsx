import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ShieldAlert } from 'lucide-react'
import { useLogout } from '@/api/auth'
import { Button, buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/**
 * What a signed-in listener sees at /admin: a sign-in form would suggest their account failed.
 * They are told the area is for admins, with a way back to the site and a sign-out (to sign in
 * again as an admin).
 */
export default function AdminOnlyNotice() {
  const { t } = useTranslation('common')
  const { user } = useAuth()
  const logout = useLogout()
  usePageTitle(t('adminOnly.title'))
  const name = user?.name || user?.username || user?.email || t('account.fallbackName')

  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface px-4 py-12">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-surface-raised p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="size-10 text-accent" />
        <h1 className="text-2xl font-bold text-balance">{t('adminOnly.title')}</h1>
        <p className="text-pretty text-muted">{t('adminOnly.message', { name })}</p>
        <div className="mt-2 flex w-full flex-col gap-3">
          <Link to={paths.home} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('adminOnly.back')}
          </Link>
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            {t('adminOnly.signOut')}
          </Button>
        </div>
      </div>
    </main>
  )
}
