import { useId } from 'react'
import { get, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { useSchemaForm } from '@/components/ui/form/use-schema-form'

/**
 * An auth form over its contract schema. One message speaks for the whole form (docs/product.md
 * §6, AuthNotice): rules are checked on send, not per field, and `field(name)` marks a field
 * invalid and points it at that message (`messageId`) instead of giving it a message of its own.
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const messageId = useId()
  const { register, handleSubmit, formState } = useSchemaForm(schema, defaultValues, 'onSubmit')
  const { errors } = formState
  const field = (name: Path<Input>) => ({
    isInvalid: Boolean(get(errors, name)),
    describedBy: messageId,
    ...register(name),
  })
  return { register, handleSubmit, errors, messageId, field }
}
