import type { FieldErrors, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormNotice } from '@/components/ui/form/form-notice'
import { authFormMessage } from '../auth-errors'

interface AuthNoticeProps<T extends FieldValues> {
  /** The fields' ids point here (aria-describedby). */
  id: string
  errors: FieldErrors<T>
  /** The fields in the order their messages take precedence. */
  order: (keyof T)[]
  /** The failed request's `auth` key, if it failed. */
  failureKey: string | null
  /** A success to show while there is no error (sign-in after registering). */
  notice?: string | null | undefined
}

/** An auth form's one message (auth-errors.ts): its error, else its notice, else nothing. */
export function AuthNotice<T extends FieldValues>({
  id,
  errors,
  order,
  failureKey,
  notice,
}: AuthNoticeProps<T>) {
  const { t } = useTranslation(['auth', 'validation'])
  const message = authFormMessage(errors, order, failureKey)
  if (message)
    return (
      <FormNotice id={id} tone="error" role="alert">
        {t(message.key, { ns: message.ns })}
      </FormNotice>
    )
  if (notice)
    return (
      <FormNotice tone="success" role="status">
        {notice}
      </FormNotice>
    )
  return null
}
