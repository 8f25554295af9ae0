import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/**
 * `field(name)`: what a kit field spreads for one form value, register()'s props and the
 * translated message of its failed rule (a key of `validation`), so a field is one line:
 * `<TextField label={...} {...field('name')} />`. Takes the form, or useFormContext()'s.
 */
export function useFieldProps<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T, unknown, FieldValues>, 'register' | 'formState'>) {
  const { t } = useTranslation('validation')
  return (name: Path<T>) => {
    const error: { message?: unknown } | undefined = get(formState.errors, name)
    const message = error?.message
    return { ...register(name), error: typeof message === 'string' ? t(message) : undefined }
  }
}
