import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { LIMITS } from '@contract/constants'
import { RegisterBodySchema } from '@contract/user'
import { useRegister } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { firstValidationKey, registerErrorKey } from '../auth-errors'
import { AuthField } from './auth-field'
import { FormMessage } from './form-message'

/**
 * Creates a listener account; on success the screen returns to sign-in mode (spec §4) with the
 * new e-mail filled in.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation(['auth', 'validation'])
  const messageId = useId()
  const registration = useRegister()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: { username: '', email: '', password: '' },
  })

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, { onSuccess: () => onRegistered(values.email.trim()) }),
  )

  const validationKey = firstValidationKey(errors, ['username', 'email', 'password'])
  const error = validationKey
    ? t(validationKey, { ns: 'validation' })
    : registration.isError
      ? t(registerErrorKey(registration.error))
      : null

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? (
        <FormMessage id={messageId} tone="error">
          {error}
        </FormMessage>
      ) : null}
      <AuthField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        isInvalid={Boolean(errors.username)}
        errorId={messageId}
        {...register('username')}
      />
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
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: LIMITS.passwordMin })}
        isInvalid={Boolean(errors.password)}
        errorId={messageId}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? t('actions.registering') : t('actions.register')}
      </Button>
    </form>
  )
}
