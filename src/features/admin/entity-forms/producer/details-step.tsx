import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LIMITS, PRODUCER_GENRES, PRODUCER_SKILLS } from '@contract/constants'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { ChipGroup } from '@/components/ui/form/chip-group'
import { TextField } from '@/components/ui/form/input'
import { useFieldError } from '@/components/ui/form/use-field-error'
import type { ProducerFormInput } from './schema'

/** Step 2: what the producer does (genres, skills), how long, and how to reach them. */
export function DetailsStep() {
  const { t } = useTranslation('producer-wizard')
  const fieldError = useFieldError()
  const label = useTalentLabels()
  const {
    register,
    formState: { errors },
  } = useFormContext<ProducerFormInput>()

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
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
      <TextField
        label={t('fields.yearsExperience')}
        required
        type="number"
        min={LIMITS.yearsExperienceMin}
        max={LIMITS.yearsExperienceMax}
        step={1}
        inputMode="numeric"
        error={fieldError(errors.yearsExperience)}
        {...register('yearsExperience')}
      />
      <TextField
        label={t('fields.contactEmail')}
        required
        type="email"
        autoComplete="email"
        error={fieldError(errors.contactEmail)}
        {...register('contactEmail')}
      />
    </div>
  )
}
