import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LIMITS, PRODUCER_LEVELS, PRODUCER_LEVEL_YEARS } from '@contract/constants'
import { useTalentLabels } from '@/components/talent/talent-labels'
import {
  CharacterCounter,
  SelectField,
  TextAreaField,
  TextField,
} from '@/features/admin/manage/edit-forms/fields'
import { useFieldError } from '@/features/admin/manage/edit-forms/form-actions'
import { FileDropField } from '../file-drop-field'
import type { ProducerFormInput } from './schema'

/** Step 1: who the producer is (name, level, profile image, bio). */
export function BasicStep() {
  const { t } = useTranslation('producer-wizard')
  const fieldError = useFieldError()
  const label = useTalentLabels()
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProducerFormInput>()
  const bio = useWatch({ control, name: 'bio' })
  const levels = [
    { value: '', label: t('fields.chooseLevel') },
    ...PRODUCER_LEVELS.map((level) => ({
      value: level,
      label: t('fields.levelOption', {
        level: label('levels', level),
        years: PRODUCER_LEVEL_YEARS[level],
      }),
    })),
  ]

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.name')}
        required
        autoComplete="name"
        error={fieldError(errors.name)}
        {...register('name')}
      />
      <SelectField
        label={t('fields.level')}
        required
        options={levels}
        error={fieldError(errors.level)}
        {...register('level')}
      />
      <div className="sm:col-span-2">
        <FileDropField
          control={control}
          name="image"
          label={t('fields.image')}
          kind="image"
          hint={t('fields.imageHint')}
          required
        />
      </div>
      <TextAreaField
        label={t('fields.bio')}
        hint={t('fields.bioHint', { min: LIMITS.producerBioMin, max: LIMITS.bioMax })}
        required
        rows={5}
        error={fieldError(errors.bio)}
        footer={<CharacterCounter length={bio.length} max={LIMITS.bioMax} />}
        className="sm:col-span-2"
        {...register('bio')}
      />
    </div>
  )
}
