import { useTranslation } from 'react-i18next'
import { LIMITS } from '@contract/constants'
import { RegisterBodySchema } from '@contract/user'
import { useRegister } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form/input'
import { registerErrorKey } from '../auth-errors'
import { AuthNotice } from './auth-notice'
import { CredentialFields } from './credential-fields'
import { useAuthForm } from './use-auth-form'

/**
 * Creates a listener account; on success the screen is in sign-in mode (docs/product.md §6), the
 * new e-mail filled in.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation(['auth', 'validation'])
  const registration = useRegister()
  const { handleSubmit, errors, messageId, field } = useAuthForm(RegisterBodySchema, {
    username: '',
    email: '',
    password: '',
  })

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, { onSuccess: () => onRegistered(values.email.trim()) }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AuthNotice
        id={messageId}
        errors={errors}
        order={['username', 'email', 'password']}
        failureKey={registration.isError ? registerErrorKey(registration.error) : null}
      />
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        {...field('username')}
      />
      <CredentialFields
        field={field}
        passwordAutoComplete="new-password"
        passwordHint={t('fields.passwordHint', { min: LIMITS.passwordMin })}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? t('actions.registering') : t('actions.register')}
      </Button>
    </form>
  )
}
