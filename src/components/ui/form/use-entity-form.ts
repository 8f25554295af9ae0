import { useEffect, type ReactElement } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useUnsavedGuard } from './use-unsaved-guard'

/**
 * react-hook-form over the rules of a zod schema (the contract's, or one built from it), their
 * messages being keys of `validation`. `mode` says when rules are checked: 'onTouched' (once a
 * field is left, then as it changes), 'onChange' (as one types), or 'onSubmit' (the sign-in,
 * register and contact forms, which have no unsaved work to guard).
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  mode: Mode = 'onTouched',
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode, defaultValues })
}

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
 * sent. Render `guard` inside the form.
 */
export function useEntityForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { mode = 'onTouched', isSettled = false, onDirtyChange }: EntityFormOptions = {},
): UseFormReturn<Input, unknown, Output> & { guard: ReactElement } {
  const form = useSchemaForm(schema, defaultValues, mode)
  const { isDirty, isSubmitting } = form.formState
  const guard = useUnsavedGuard(isDirty && !isSubmitting && !isSettled)
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])
  return { ...form, guard }
}
