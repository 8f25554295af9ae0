import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LIMITS } from '@contract/constants'
import { RegisterBodySchema } from '@contract/user'
import { useRegister } from '@/api/auth'
import { Button } from '@/components/ui/button'
import { EmailField, TextField } from '@/components/ui/form/input'
import { PasswordField } from '@/components/ui/form/password-field'
import { useSchemaForm } from '@/components/ui/form/use-schema-form'
import { registerErrorKey } from '../auth-errors'
import { AuthNotice } from './auth-notice'

/**
 * Creates a listener account; on success the screen is in sign-in mode (docs/product.md §6), the
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
  } = useSchemaForm(
    RegisterBodySchema,
    { username: '', email: '', password: '' },
    // One message speaks for the whole form (docs/product.md §6): checked on send, not per field.
    'onSubmit',
  )

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
        isInvalid={Boolean(errors.username)}
        describedBy={messageId}
        {...register('username')}
      />
      <EmailField
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        isInvalid={Boolean(errors.email)}
        describedBy={messageId}
        {...register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: LIMITS.passwordMin })}
        isInvalid={Boolean(errors.password)}
        describedBy={messageId}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? t('actions.registering') : t('actions.register')}
      </Button>
    </form>
  )
}
