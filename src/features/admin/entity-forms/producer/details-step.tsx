import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LIMITS, PRODUCER_GENRES, PRODUCER_SKILLS } from '@contract/constants'
import { useTalentLabels } from '@/lib/talent-labels'
import { ChipGroup } from '@/components/ui/form/chip-group'
import { TextField, WholeNumberField } from '@/components/ui/form/input'
import { useFieldProps } from '@/components/ui/form/use-field-props'
import type { ProducerFormInput } from './schema'

/** Step 2: what the producer does (genres, skills), how long, and how to reach them. */
export function DetailsStep() {
  const { t } = useTranslation('producer-wizard')
  const label = useTalentLabels()
  const field = useFieldProps(useFormContext<ProducerFormInput>())

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <ChipGroup
        legend={t('fields.genres')}
        options={PRODUCER_GENRES}
        labelOf={(genre) => label('genres', genre)}
        className="sm:col-span-2"
        {...field('genres')}
      />
      <ChipGroup
        legend={t('fields.skills')}
        options={PRODUCER_SKILLS}
        labelOf={(skill) => label('skills', skill)}
        className="sm:col-span-2"
        {...field('skills')}
      />
      <WholeNumberField
        label={t('fields.yearsExperience')}
        required
        min={LIMITS.yearsExperienceMin}
        max={LIMITS.yearsExperienceMax}
        {...field('yearsExperience')}
      />
      <TextField
        label={t('fields.contactEmail')}
        required
        type="email"
        autoComplete="email"
        {...field('contactEmail')}
      />
    </div>
  )
}
