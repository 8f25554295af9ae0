import { useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { LIMITS } from '@contract/constants'
import { Button } from '@/components/ui/button'
import { TextField, WholeNumberField } from '@/components/ui/form/input'
import { useFieldProps } from '@/components/ui/form/use-field-props'
import { newCredit, type ProducerFormInput } from './schema'

/** The producer's credits: rows of project, role and year, added and removed at will. */
export function CreditsField() {
  const { t } = useTranslation('producer-wizard')
  const form = useFormContext<ProducerFormInput>()
  const field = useFieldProps(form)
  const { control } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'credits' })
  const currentYear = new Date().getFullYear()

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{t('credits.legend')}</legend>
      <p className="mb-3 text-xs text-muted">{t('credits.hint')}</p>
      {fields.length === 0 ? <p className="mb-3 text-sm text-muted">{t('credits.empty')}</p> : null}
      <ol className="space-y-3">
        {fields.map((row, index) => {
          const number = index + 1
          return (
            <li
              key={row.id}
              aria-label={t('credits.item', { number })}
              className="grid grid-cols-[1fr_auto] gap-3 rounded-xl border border-line p-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
            >
              <TextField
                label={t('credits.project')}
                className="col-span-2 sm:col-span-1"
                {...field(`credits.${index}.project`)}
              />
              <TextField
                label={t('credits.role')}
                className="col-span-2 sm:col-span-1"
                {...field(`credits.${index}.role`)}
              />
              <WholeNumberField
                label={t('credits.year')}
                min={LIMITS.creditYearMin}
                max={currentYear}
                {...field(`credits.${index}.year`)}
              />
              <Button
                variant="ghost"
                className="mt-7 size-11 px-0 text-muted hover:text-danger"
                aria-label={t('credits.remove', { number })}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          )
        })}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={() => append(newCredit())}>
        <Plus aria-hidden="true" className="size-4" />
        {t('credits.add')}
      </Button>
    </fieldset>
  )
}
