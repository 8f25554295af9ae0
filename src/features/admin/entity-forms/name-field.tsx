import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/ui/form/input'

/**
 * A record's name, the first field of the artist and filmmaker forms: required, across both
 * columns, and never filled in by the browser (it is someone else's name, not the admin's).
 */
export function NameField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('manage')
  return (
    <TextField
      label={t('fields.name')}
      required
      autoComplete="off"
      className="sm:col-span-2"
      {...props}
    />
  )
}
