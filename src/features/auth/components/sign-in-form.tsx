import { useLocation, useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { LoginBodySchema } from '@contract/user'
import { useLogin } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { loginErrorKey } from '../auth-errors'
import { AuthNotice } from './auth-notice'
import { CredentialFields } from './credential-fields'
import { useAuthForm } from './use-auth-form'

/** Where an admin goes after signing in: back to the admin page that sent them here, else /admin. */
function adminDestination(from: unknown): string {
  return typeof from === 'string' && from.startsWith(paths.admin.dashboard)
    ? from
    : paths.admin.dashboard
}

export function SignInForm({
  notice,
  initialEmail = '',
}: {
  notice?: string | null
  /** The address just registered: filled in, so only the password is left to type. */
  initialEmail?: string
}) {
  const { t } = useTranslation(['auth', 'validation'])
  const navigate = useNavigate()
  const location = useLocation()
  const login = useLogin()
  const { register, handleSubmit, errors, messageId, field } = useAuthForm(LoginBodySchema, {
    email: initialEmail,
    password: '',
    rememberMe: false,
  })

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (response) => {
        const from: unknown = (location.state as { from?: unknown } | null)?.from
        const destination = response.data.userType === 'admin' ? adminDestination(from) : paths.home
        void navigate(destination, { replace: true })
      },
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AuthNotice
        id={messageId}
        errors={errors}
        order={['email', 'password']}
        failureKey={login.isError ? loginErrorKey(login.error) : null}
        notice={notice}
      />
      <CredentialFields field={field} passwordAutoComplete="current-password" />
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('rememberMe')} />
        {t('fields.rememberMe')}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('actions.signingIn') : t('actions.signIn')}
      </Button>
    </form>
  )
}
