import { useEffect, type ReactElement } from 'react'
import type {
  Control,
  DefaultValues,
  FieldPath,
  FieldValues,
  Mode,
  UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { useFieldProps } from './use-field-props'
import { useSchemaForm } from './use-schema-form'
import { useUnsavedGuard } from './use-unsaved-guard'

export interface EntityFormOptions {
  /** 'onTouched' by default (rules checked once a field is left); the producer's: 'onChange'. */
  mode?: Mode
  /** Keeps the guard down while true, e.g. after success until the form starts again. */
  isSettled?: boolean
  /** Told whether the form holds unsaved changes (the edit modal asks before closing). */
  onDirtyChange?: (isDirty: boolean) => void
}

/**
 * The admin forms' setup, create and edit alike: the schema's rules checked when a field is
 * left, and the unsaved-changes guard armed while the form holds changes that are not being
 * sent. Render `guard` inside the form; `field(name)` gives a kit field its props, and
 * `fileField(name)` a FileDropField its control and name.
 */
export function useEntityForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { mode = 'onTouched', isSettled = false, onDirtyChange }: EntityFormOptions = {},
): UseFormReturn<Input, unknown, Output> & {
  guard: ReactElement
  field: ReturnType<typeof useFieldProps<Input>>
  fileField: (name: FieldPath<Input>) => {
    control: Control<Input, unknown, Output>
    name: FieldPath<Input>
  }
} {
  const form = useSchemaForm(schema, defaultValues, mode)
  const { isDirty, isSubmitting } = form.formState
  const guard = useUnsavedGuard(isDirty && !isSubmitting && !isSettled)
  const field = useFieldProps(form)
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])
  const fileField = (name: FieldPath<Input>) => ({ control: form.control, name })
  return { ...form, guard, field, fileField }
}
