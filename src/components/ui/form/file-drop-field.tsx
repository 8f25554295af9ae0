import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { FileDrop, type FileDropProps } from './file-drop'
import { useFieldError } from './use-field-error'

type FileDropFieldProps<Values extends FieldValues, Output extends FieldValues> = Omit<
  FileDropProps,
  'value' | 'onChange' | 'error'
> & {
  control: Control<Values, unknown, Output>
  /** A field holding `File | null` (requiredFile or optionalFile in the form's schema). */
  name: FieldPath<Values>
  /** Called after the form took the file, e.g. to read facts from it. */
  onFile?: (file: File | null) => void
}

/** FileDrop bound to a react-hook-form field: the form holds the file and shows its rule's error. */
export function FileDropField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  onFile,
  ...drop
}: FileDropFieldProps<Values, Output>) {
  const fieldError = useFieldError()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileDrop
          {...drop}
          value={field.value ?? null}
          onChange={(file) => {
            field.onChange(file)
            onFile?.(file)
          }}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  )
}
