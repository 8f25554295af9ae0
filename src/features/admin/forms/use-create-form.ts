import type { ReactElement } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useUnsavedGuard } from './use-unsaved-guard'

/**
 * A create form's react-hook-form setup: the schema's rules checked once a field is left, and
 * the unsaved-changes guard armed while the form holds edits that are not being sent.
 */
export function useCreateForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> & { guard: ReactElement } {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  })
  const { isDirty, isSubmitting } = form.formState
  const guard = useUnsavedGuard(isDirty && !isSubmitting)
  return { ...form, guard }
}
