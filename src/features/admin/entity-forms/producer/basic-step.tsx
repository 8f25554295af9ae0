import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LIMITS, PRODUCER_LEVELS, PRODUCER_LEVEL_YEARS } from '@contract/constants'
import type { Producer } from '@contract/producer'
import { capabilities } from '@/api/capabilities'
import { useTalentLabels } from '@/lib/talent-labels'
import { TextField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { CharacterCounter, TextAreaField } from '@/components/ui/form/textarea'
import { useFieldProps } from '@/components/ui/form/use-field-props'
import { FileDropField } from '@/components/ui/form/file-drop-field'
import type { ProducerFormInput } from './schema'

// The hosted API's PUT keeps the stored media whatever is sent: offering a new file would mislead.
const imageLocked = !capabilities.canReplaceImageOnEdit.producer

/** Step 1: who the producer is (name, level, profile image, bio); `record` when editing. */
export function BasicStep({ record }: { record?: Producer }) {
  const { t } = useTranslation(['producer-wizard', 'manage'])
  const label = useTalentLabels()
  const form = useFormContext<ProducerFormInput>()
  const field = useFieldProps(form)
  const { control } = form
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
      <TextField label={t('fields.name')} required autoComplete="name" {...field('name')} />
      <SelectField label={t('fields.level')} required options={levels} {...field('level')} />
      <div className="sm:col-span-2">
        <FileDropField
          control={control}
          name="image"
          label={t('fields.image')}
          kind="image"
          hint={t('fields.imageHint')}
          required={!record}
          current={record?.image}
          lockedNote={record && imageLocked ? t('manage:fields.imageLocked') : undefined}
        />
      </div>
      <TextAreaField
        label={t('fields.bio')}
        hint={t('fields.bioHint', { min: LIMITS.producerBioMin, max: LIMITS.bioMax })}
        required
        rows={5}
        footer={<CharacterCounter length={bio.length} max={LIMITS.bioMax} />}
        className="sm:col-span-2"
        {...field('bio')}
      />
    </div>
  )
}
