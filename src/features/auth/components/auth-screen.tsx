import { TIMING } from '@/config/ui'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion'
import { ArrowLeft } from 'lucide-react'
import { LanguageMenu } from '@/components/layout/language-menu'
import { Logo } from '@/components/layout/logo'
import { ThemeToggle } from '@/components/layout/theme-toggle'
import { Card } from '@/components/ui/card'
import { usePageTitle } from '@/components/ui/page-title'
import { useSignOutOnArrival } from '@/api/auth'
import { paths } from '@/config/paths'
import { RegisterForm } from './register-form'
import { SignInForm } from './sign-in-form'

type Mode = 'signIn' | 'register'

const loadFeatures = () => import('./motion-features').then((module) => module.default)

/**
 * Sign In / Create Account (docs/product.md §6). Switching modes swaps the form with a 300 ms
 * animation; the outgoing form unmounts, which clears its fields and its error.
 */
export function AuthScreen() {
  const { t } = useTranslation(['auth', 'common'])
  // paths.register (/login?mode=register) opens the create-account form.
  const [params] = useSearchParams()
  const [mode, setMode] = useState<Mode>(() =>
    params.get('mode') === 'register' ? 'register' : 'signIn',
  )
  const [notice, setNotice] = useState<string | null>(null)
  const [registeredEmail, setRegisteredEmail] = useState('')
  const shouldReduceMotion = useReducedMotion()
  usePageTitle(t('common:titles.login'))
  useSignOutOnArrival()

  const switchTo = (next: Mode) => {
    setNotice(null)
    setMode(next)
  }
  const onRegistered = (email: string) => {
    setRegisteredEmail(email)
    setMode('signIn')
    setNotice(t('registered'))
  }

  const offset = shouldReduceMotion ? 0 : 24
  const transition = {
    duration: shouldReduceMotion ? 0 : TIMING.modeSwitchMs / 1000,
    ease: 'easeOut',
  } as const
  const isSignIn = mode === 'signIn'

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center gap-2 px-4 py-4">
        <Link
          to={paths.home}
          className="mr-auto inline-flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium hover:text-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backHome')}
        </Link>
        <LanguageMenu />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <Card className="w-full max-w-md">
          <div className="mb-6 space-y-2 text-center">
            <div className="flex justify-center">
              <Logo />
            </div>
            <h1 className="pt-2 text-2xl font-bold tracking-tight">
              {t(isSignIn ? 'title.signIn' : 'title.register')}
            </h1>
            <p className="text-sm text-muted">
              {t(isSignIn ? 'subtitle.signIn' : 'subtitle.register')}
            </p>
          </div>
          <LazyMotion features={loadFeatures} strict>
            <AnimatePresence mode="wait" initial={false}>
              <m.div
                key={mode}
                initial={{ opacity: 0, x: offset }}
                animate={{ opacity: 1, x: 0 }}
                exit={{ opacity: 0, x: -offset }}
                transition={transition}
              >
                {isSignIn ? (
                  <SignInForm notice={notice} initialEmail={registeredEmail} />
                ) : (
                  <RegisterForm onRegistered={onRegistered} />
                )}
              </m.div>
            </AnimatePresence>
          </LazyMotion>
          {/* Outside the animated part, so keyboard focus stays on it when the mode changes. */}
          <p className="mt-6 text-center text-sm text-muted">
            {t(isSignIn ? 'switch.toRegister' : 'switch.toSignIn')}{' '}
            <button
              type="button"
              onClick={() => switchTo(isSignIn ? 'register' : 'signIn')}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {t(isSignIn ? 'switch.toRegisterAction' : 'switch.toSignInAction')}
            </button>
          </p>
          <p className="mt-4 border-t border-line pt-4 text-center text-xs text-muted">
            {t('note')}
          </p>
        </Card>
      </main>
    </div>
  )
}
