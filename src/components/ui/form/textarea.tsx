import type { Ref, TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { Field, controlClass, splitField, type FieldProps } from './field'

export type TextAreaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: Ref<HTMLTextAreaElement>
    /** The textarea's own height, where a form wants a taller one. */
    controlClassName?: string
  }

/** A labelled, vertically resizable textarea. */
export function TextAreaField({ controlClassName, ...props }: TextAreaFieldProps) {
  const { field, control } = splitField(props)
  return (
    <Field {...field} required={control.required}>
      {(ids) => (
        <textarea
          {...ids}
          className={cn(controlClass, 'min-h-28 resize-y py-2.5', controlClassName)}
          {...control}
        />
      )}
    </Field>
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
