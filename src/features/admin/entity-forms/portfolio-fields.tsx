import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { LIMITS } from '@contract/constants'
import { Button } from '@/components/ui/button'
import { TextField, WholeNumberField } from '@/components/ui/form/input'
import { useFieldProps } from '@/components/ui/form/use-field-props'
import {
  emptyPortfolioItem,
  type FilmmakerFormInput,
  type FilmmakerFormValues,
} from './filmmaker-schema'

/**
 * The filmmaker form's portfolio rows (docs/product.md §7): title, year and role; rows are added
 * at will and removed while more than one remains.
 */
export function PortfolioFields({
  form,
}: {
  form: UseFormReturn<FilmmakerFormInput, unknown, FilmmakerFormValues>
}) {
  const { t } = useTranslation('forms')
  const field = useFieldProps(form)
  const { control, setFocus } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'portfolio' })
  const maxYear = new Date().getFullYear() + LIMITS.portfolioYearsAhead
  const canRemove = fields.length > 1

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('filmmaker.portfolio.hint')}</p>
      <ol className="space-y-4">
        {fields.map((row, index) => {
          const number = index + 1
          return (
            <li key={row.id}>
              <fieldset className="relative rounded-xl border border-line p-3 sm:p-4">
                {/* Floated, the legend sits inside the box instead of on its border. */}
                <legend className="float-left mb-3 text-sm font-semibold">
                  {t('filmmaker.portfolio.item', { number })}
                </legend>
                {canRemove ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('filmmaker.portfolio.remove', { number })}
                    onClick={() => {
                      remove(index)
                      // Focus stays in the list: on the row before, or the new first row.
                      setFocus(`portfolio.${Math.max(0, index - 1)}.title`)
                    }}
                    className="absolute top-2 right-2 text-muted hover:text-danger"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
                <div className="clear-both grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_2fr]">
                  <TextField
                    label={t('filmmaker.portfolio.title')}
                    autoComplete="off"
                    {...field(`portfolio.${index}.title`)}
                  />
                  <WholeNumberField
                    label={t('filmmaker.portfolio.year')}
                    min={LIMITS.portfolioYearMin}
                    max={maxYear}
                    {...field(`portfolio.${index}.year`)}
                  />
                  <TextField
                    label={t('filmmaker.portfolio.role')}
                    autoComplete="off"
                    {...field(`portfolio.${index}.role`)}
                  />
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <Button variant="secondary" onClick={() => append(emptyPortfolioItem())}>
        <Plus aria-hidden="true" className="size-4" />
        {t('filmmaker.portfolio.add')}
      </Button>
    </div>
  )
}
