import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn'
import { Field, controlClass, splitField, type FieldProps } from './field'

export type TextFieldProps = FieldProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

/** A labelled input (text, e-mail, number, date ...), register()'s props spread on it. */
export function TextField(props: TextFieldProps) {
  const { field, control } = splitField(props)
  return (
    <Field {...field} required={control.required}>
      {(ids) => <input {...ids} className={cn(controlClass, 'h-11')} {...control} />}
    </Field>
  )
}

/** A whole number (an age, years, seconds): the number keyboard on phones, steps of one. */
export function WholeNumberField(props: Omit<TextFieldProps, 'type' | 'step' | 'inputMode'>) {
  return <TextField type="number" step={1} inputMode="numeric" {...props} />
}

/** An e-mail address: the e-mail keyboard on phones, and the browser's saved address offered. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />
}

/** A checkbox with its label beside it. */
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
