import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLocation, useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { LoginBodySchema } from '@contract/user'
import { useLogin } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { firstValidationKey, loginErrorKey } from '../auth-errors'
import { AuthField } from './auth-field'
import { FormMessage } from './form-message'

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
  const messageId = useId()
  const login = useLogin()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
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

  const validationKey = firstValidationKey(errors, ['email', 'password'])
  const error = validationKey
    ? t(validationKey, { ns: 'validation' })
    : login.isError
      ? t(loginErrorKey(login.error))
      : null

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? (
        <FormMessage id={messageId} tone="error">
          {error}
        </FormMessage>
      ) : notice ? (
        <FormMessage tone="success">{notice}</FormMessage>
      ) : null}
      <AuthField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        isInvalid={Boolean(errors.email)}
        errorId={messageId}
        {...register('email')}
      />
      <AuthField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        isInvalid={Boolean(errors.password)}
        errorId={messageId}
        {...register('password')}
      />
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
