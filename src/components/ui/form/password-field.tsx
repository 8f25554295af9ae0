import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Eye, EyeOff } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Field, controlClass, splitField } from './field'
import type { TextFieldProps } from './input'

/** A password input with a show/hide button, so a long password can be checked before sending. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation('forms')
  const [isRevealed, setRevealed] = useState(false)
  const { field, control } = splitField(props)
  return (
    <Field {...field} required={control.required}>
      {(ids) => (
        <div className="relative">
          <input
            {...ids}
            type={isRevealed ? 'text' : 'password'}
            className={cn(controlClass, 'h-11 pr-11')}
            {...control}
          />
          <button
            type="button"
            onClick={() => setRevealed((revealed) => !revealed)}
            aria-label={isRevealed ? t('password.hide') : t('password.show')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted hover:text-fg"
          >
            {isRevealed ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </Field>
  )
}
