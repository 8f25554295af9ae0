import { useId, useState, type InputHTMLAttributes, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Eye, EyeOff } from 'lucide-react'
import { cn } from '@/lib/cn'

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  isInvalid?: boolean
  /** Id of the element that explains the error (the form's alert). */
  errorId?: string
  /** A rule shown under the field from the start (e.g. the password's length), not only after a failure. */
  hint?: string
  ref?: Ref<HTMLInputElement>
}

const inputClass =
  'block h-11 w-full rounded-lg border border-line bg-surface-raised px-3 text-fg placeholder:text-neutral-500 focus:border-fg focus:outline-none focus:ring-1 focus:ring-fg aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus:ring-2 aria-invalid:focus:ring-fg'

/** A labelled input; password fields get a show/hide button. */
export function AuthField({
  label,
  isInvalid,
  errorId,
  hint,
  type = 'text',
  className,
  ...props
}: AuthFieldProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const hintId = useId()
  const [isRevealed, setRevealed] = useState(false)
  const isPassword = type === 'password'

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && isRevealed ? 'text' : type}
          aria-invalid={isInvalid || undefined}
          aria-describedby={
            [hint ? hintId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') ||
            undefined
          }
          className={cn(inputClass, isPassword && 'pr-11')}
          {...props}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((revealed) => !revealed)}
            aria-label={isRevealed ? t('fields.hidePassword') : t('fields.showPassword')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted hover:text-fg"
          >
            {isRevealed ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
