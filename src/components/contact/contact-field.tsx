import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

const controlClass =
  'block w-full rounded-lg border border-line bg-surface px-3 text-fg placeholder:text-neutral-500 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-invalid:border-danger'

interface FieldFrameProps {
  label: string
  /** A translated note beside the label, e.g. "optional". */
  hint?: string
  /** The translated message of a failed rule. */
  error?: string
  className?: string
}

type InputFieldProps = FieldFrameProps &
  InputHTMLAttributes<HTMLInputElement> & { multiline?: false; ref?: Ref<HTMLInputElement> }
type TextareaFieldProps = FieldFrameProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true; ref?: Ref<HTMLTextAreaElement> }

/** A labelled input or textarea whose error sits under it and is read with it. */
export function ContactField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const { label, hint, error, className } = props
  const described = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline gap-2 text-sm font-medium">
        {label}
        {hint ? ' ' : null}
        {hint ? <span className="text-xs font-normal text-muted">({hint})</span> : null}
      </label>
      {props.multiline ? (
        <textarea
          {...withoutFrame(props)}
          {...described}
          className={cn(controlClass, 'min-h-36 resize-y py-2.5')}
        />
      ) : (
        <input {...withoutFrame(props)} {...described} className={cn(controlClass, 'h-11')} />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The control's own attributes (register()'s name, ref, handlers ...), minus the frame's. */
function withoutFrame<T extends FieldFrameProps & { multiline?: boolean }>(props: T) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- picked out, not forwarded
  const { label, hint, error, className, multiline, ...rest } = props
  return rest
}
