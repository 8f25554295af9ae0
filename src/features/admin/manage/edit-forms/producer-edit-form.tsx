import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { mediaUpdateField } from '@contract/common'
import { LIMITS, PRODUCER_GENRES, PRODUCER_LEVELS, PRODUCER_SKILLS } from '@contract/constants'
import { producerFields, type Producer } from '@contract/producer'
import { capabilities } from '@/api/capabilities'
import { useTalentLabels } from '@/components/talent/talent-labels'
import type { EditFormProps } from '../types'
import { ChipGroup } from './chip-group'
import { FileField } from './file-field'
import { FormActions, useFieldError, useReportDirty } from './form-actions'
import { CharacterCounter, SelectField, TextAreaField, TextField } from './fields'

// The hosted API's PUT keeps the stored media whatever is sent: offering a new file would mislead.
const imageLocked = !capabilities.canReplaceImageOnEdit.producer

/** The fields this modal edits; credits and social links go back as they were. */
const ProducerEditSchema = z.object({ ...producerFields, image: mediaUpdateField })

export function ProducerEditForm({
  record,
  onSubmit,
  onCancel,
  isPending,
  onDirtyChange,
}: EditFormProps<Producer>) {
  const { t } = useTranslation('manage')
  const fieldError = useFieldError()
  const label = useTalentLabels()
  const levels: string[] = [...PRODUCER_LEVELS]
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ProducerEditSchema),
    mode: 'onChange',
    defaultValues: {
      name: record.name,
      level: levels.includes(record.level) ? record.level : '',
      bio: record.bio,
      genres: record.genres,
      skills: record.skills,
      yearsExperience: record.yearsExperience,
      contactEmail: record.contactEmail,
      image: undefined as string | undefined,
    },
  })
  useReportDirty(isDirty, onDirtyChange)
  const bio = useWatch({ control, name: 'bio' })

  const submit = handleSubmit((values) =>
    onSubmit({ ...values, credits: record.credits, socialMedia: record.socialMedia }),
  )

  return (
    <form onSubmit={submit} noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('fields.name')} error={fieldError(errors.name)} {...register('name')} />
        <SelectField
          label={t('fields.level')}
          options={[
            { value: '', label: t('fields.chooseLevel') },
            ...levels.map((level) => ({ value: level, label: label('levels', level) })),
          ]}
          error={fieldError(errors.level)}
          {...register('level')}
        />
        <TextField
          label={t('fields.yearsExperience')}
          type="number"
          min={LIMITS.yearsExperienceMin}
          max={LIMITS.yearsExperienceMax}
          inputMode="numeric"
          error={fieldError(errors.yearsExperience)}
          {...register('yearsExperience')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          error={fieldError(errors.contactEmail)}
          {...register('contactEmail')}
        />
        <TextAreaField
          label={t('fields.bio')}
          maxLength={LIMITS.bioMax}
          error={fieldError(errors.bio)}
          footer={
            <CharacterCounter
              length={typeof bio === 'string' ? bio.length : 0}
              max={LIMITS.bioMax}
            />
          }
          className="sm:col-span-2"
          {...register('bio')}
        />
        <ChipGroup
          legend={t('fields.genres')}
          options={PRODUCER_GENRES}
          labelOf={(genre) => label('genres', genre)}
          error={fieldError(errors.genres)}
          className="sm:col-span-2"
          {...register('genres')}
        />
        <ChipGroup
          legend={t('fields.skills')}
          options={PRODUCER_SKILLS}
          labelOf={(skill) => label('skills', skill)}
          error={fieldError(errors.skills)}
          className="sm:col-span-2"
          {...register('skills')}
        />
        <FileField
          label={t('fields.image')}
          kind="image"
          currentUrl={record.image}
          onChange={(dataUrl) => setValue('image', dataUrl, { shouldDirty: true })}
          lockedNote={imageLocked ? t('fields.imageLocked') : undefined}
        />
      </div>
      <FormActions onCancel={onCancel} isPending={isPending} />
    </form>
  )
}
