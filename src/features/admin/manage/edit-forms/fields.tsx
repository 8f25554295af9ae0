import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { cn } from '@/lib/cn'

export const controlClass =
  'block w-full rounded-lg border border-line bg-surface px-3 text-fg placeholder:text-neutral-500 focus:border-fg focus:ring-1 focus:ring-fg focus:outline-none aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus:ring-2 aria-invalid:focus:ring-fg'

interface FrameProps {
  label: string
  /** The translated message of a failed rule. */
  error?: string
  /** Help under the label (expected format, limits), read with the control. */
  hint?: string
  /** Under the control, e.g. a character counter. */
  footer?: ReactNode
  className?: string
}

/** The star after a required field's label (the control itself carries `required`). */
function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-danger">
      {' *'}
    </span>
  ) : null
}

/** Label, control and error, the error read with the control. */
function Frame({
  label,
  error,
  hint,
  footer,
  className,
  required,
  children,
}: FrameProps & {
  required?: boolean
  children: (ids: { id: string; describedBy?: string }) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        <RequiredMark required={required} />
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy: describedBy || undefined })}
      {footer}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = FrameProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

export function TextField({ label, error, hint, footer, className, ...input }: InputProps) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      footer={footer}
      className={className}
      required={input.required}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'h-11')}
          {...input}
        />
      )}
    </Frame>
  )
}

type TextAreaProps = FrameProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }

export function TextAreaField({
  label,
  error,
  hint,
  footer,
  className,
  ...textarea
}: TextAreaProps) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      footer={footer}
      className={className}
      required={textarea.required}
    >
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'min-h-28 resize-y py-2.5')}
          {...textarea}
        />
      )}
    </Frame>
  )
}

type SelectProps = FrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>
    options: readonly { value: string; label: string }[]
  }

export function SelectField({
  label,
  error,
  hint,
  footer,
  className,
  options,
  ...select
}: SelectProps) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      footer={footer}
      className={className}
      required={select.required}
    >
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'h-11')}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  )
}

/** "123/500", turning red past the limit. */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  return (
    <p
      className={cn(
        'mt-1 text-right text-xs tabular-nums',
        length > max ? 'font-semibold text-danger' : 'text-muted',
      )}
    >
      {length}/{max}
    </p>
  )
}

export function CheckboxField({
  label,
  className,
  ...input
}: { label: string; className?: string } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>
  }) {
  return (
    <label className={cn('flex items-center gap-3 text-sm font-medium', className)}>
      <input type="checkbox" className="size-5 accent-[var(--accent-strong)]" {...input} />
      {label}
    </label>
  )
}
