import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

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
