import { useTranslation } from 'react-i18next'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { EmailField } from '@/components/ui/form/input'
import { PasswordField } from '@/components/ui/form/password-field'

type AuthFieldProps = UseFormRegisterReturn & { isInvalid: boolean; describedBy: string }

/** The e-mail and password both auth forms ask for, wired by useAuthForm's `field`. */
export function CredentialFields({
  field,
  passwordAutoComplete,
  passwordHint,
}: {
  field: (name: 'email' | 'password') => AuthFieldProps
  /** 'current-password' to sign in, 'new-password' to register (the browser offers to save it). */
  passwordAutoComplete: 'current-password' | 'new-password'
  passwordHint?: string
}) {
  const { t } = useTranslation('auth')
  return (
    <>
      <EmailField
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        {...field('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete={passwordAutoComplete}
        hint={passwordHint}
        {...field('password')}
      />
    </>
  )
}
