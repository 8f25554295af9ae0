import type { Ref, SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { Field, controlClass, splitField, type FieldProps } from './field'

export type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>
    options: readonly { value: string; label: string }[]
  }

/** A labelled native select: the keyboard, screen readers and phones' pickers just work. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const { field, control } = splitField(props)
  return (
    <Field {...field} required={control.required}>
      {(ids) => (
        <select {...ids} className={cn(controlClass, 'h-11')} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
