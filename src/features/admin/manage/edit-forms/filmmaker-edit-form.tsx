import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { UpdateFilmmakerBodySchema, type Filmmaker } from '@contract/filmmaker'
import { capabilities } from '@/api/capabilities'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { specializationFor } from '@/features/admin/forms/filmmaker-create-schema'
import type { EditFormProps } from '../types'
import { FileField } from './file-field'
import { FormActions, useFieldError, useReportDirty } from './form-actions'
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields'

// The hosted API's PUT keeps the stored media whatever is sent: offering a new file would mislead.
const imageLocked = !capabilities.canReplaceImageOnEdit.filmmaker

/** Spec §2: name, specialization, experience, e-mail, image, bio; Cancel and Update Filmmaker. */
export function FilmmakerEditForm({
  record,
  onSubmit,
  onCancel,
  isPending,
  onDirtyChange,
}: EditFormProps<Filmmaker>) {
  const { t } = useTranslation('manage')
  const fieldError = useFieldError()
  const label = useTalentLabels()
  // A value stored by older data (Screenwriter, Actor) stays selected until the admin changes it.
  const specializations: string[] = [...capabilities.filmmakerSpecializations]
  if (record.specialization && !specializations.includes(record.specialization)) {
    specializations.push(record.specialization)
  }
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(
      UpdateFilmmakerBodySchema.extend({
        specialization: specializationFor(capabilities, record.specialization),
      }),
    ),
    defaultValues: {
      name: record.name,
      specialization: record.specialization || specializations[0],
      experience: record.experience,
      contact: { email: record.contact.email, phone: record.contact.phone },
      isActive: record.isActive,
      bio: record.bio,
      image: undefined as string | undefined,
    },
  })
  useReportDirty(isDirty, onDirtyChange)

  // The portfolio is not edited here and goes back as it was; the e-mail is sent at the top too.
  const submit = handleSubmit((values) =>
    onSubmit({ ...values, portfolio: record.portfolio, email: values.contact.email }),
  )

  return (
    <form onSubmit={submit} noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('fields.name')} error={fieldError(errors.name)} {...register('name')} />
        <SelectField
          label={t('fields.specialization')}
          options={specializations.map((value) => ({
            value,
            label: label('specializations', value),
          }))}
          error={fieldError(errors.specialization)}
          {...register('specialization')}
        />
        <TextField
          label={t('fields.experience')}
          type="number"
          min={0}
          inputMode="numeric"
          error={fieldError(errors.experience)}
          {...register('experience')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          error={fieldError(errors.contact?.email)}
          {...register('contact.email')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          error={fieldError(errors.contact?.phone)}
          {...register('contact.phone')}
        />
        <FileField
          label={t('fields.image')}
          kind="image"
          currentUrl={record.image}
          onChange={(dataUrl) => setValue('image', dataUrl, { shouldDirty: true })}
          lockedNote={imageLocked ? t('fields.imageLocked') : undefined}
        />
        <TextAreaField
          label={t('fields.bio')}
          error={fieldError(errors.bio)}
          className="sm:col-span-2"
          {...register('bio')}
        />
        <CheckboxField
          label={t('fields.filmmakerActive')}
          className="sm:col-span-2"
          {...register('isActive')}
        />
      </div>
      <FormActions
        onCancel={onCancel}
        isPending={isPending}
        updateLabel={t('actions.updateFilmmaker')}
      />
    </form>
  )
}
