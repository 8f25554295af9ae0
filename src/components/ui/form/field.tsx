import { useId, type ReactNode } from 'react'
import { ErrorList } from './error-list'
import { Label } from './label'

/** The look of every text control of the forms (input, textarea, select). */
export const controlClass =
  'block w-full rounded-lg border border-line bg-surface px-3 text-fg placeholder:text-neutral-500 focus:border-fg focus:ring-1 focus:ring-fg focus:outline-none aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus:ring-2 aria-invalid:focus:ring-fg'

export interface FieldProps {
  label: string
  /** The translated message of a failed rule, shown under the control. */
  error?: string
  /**
   * Marks the control invalid when its message is shown elsewhere (the auth forms' one alert);
   * `describedBy` then names that message.
   */
  isInvalid?: boolean
  describedBy?: string
  /** Help under the label (expected format, limits), read with the control. */
  hint?: string
  /** A note in brackets beside the label, e.g. "optional". */
  note?: string
  /** Under the control, e.g. a character counter. */
  footer?: ReactNode
  className?: string
}

/** What a control inside a Field spreads on itself: its id, invalid state and description. */
export interface ControlIds {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Label, control and error list; the hint and the error are read with the control. */
export function Field({
  label,
  error,
  isInvalid,
  describedBy,
  hint,
  note,
  footer,
  className,
  required,
  children,
}: FieldProps & { required?: boolean; children: (ids: ControlIds) => ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const invalid = Boolean(error) || Boolean(isInvalid)
  const described = [hint ? hintId : '', error ? errorId : '', invalid ? describedBy : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} note={note}>
        {label}
      </Label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': described || undefined,
      })}
      {footer}
      <ErrorList id={errorId} errors={[error]} />
    </div>
  )
}

const FIELD_KEYS: readonly string[] = [
  'label',
  'error',
  'isInvalid',
  'describedBy',
  'hint',
  'note',
  'footer',
  'className',
] satisfies (keyof FieldProps)[]

/** A kit field's props split in two: the Field's (label, error ...) and the control's own. */
export function splitField<T extends FieldProps>(props: T) {
  const field: Record<string, unknown> = {}
  const control: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (FIELD_KEYS.includes(key)) field[key] = value
    else control[key] = value
  }
  return { field: field as unknown as FieldProps, control: control as Omit<T, keyof FieldProps> }
}
