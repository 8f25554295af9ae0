import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { UpdateArtistBodySchema, type Artist } from '@contract/artist'
import type { EditFormProps } from '../types'
import { FileField } from './file-field'
import { FormActions, useFieldError, useReportDirty } from './form-actions'
import { TextAreaField, TextField } from './fields'

const SOCIAL = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok'] as const

export function ArtistEditForm({
  record,
  onSubmit,
  onCancel,
  isPending,
  onDirtyChange,
}: EditFormProps<Artist>) {
  const { t } = useTranslation('manage')
  const fieldError = useFieldError()
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(UpdateArtistBodySchema),
    defaultValues: {
      name: record.name,
      bio: record.bio,
      age: record.age ?? '',
      management: record.management,
      socialLinks: { ...record.socialLinks },
      imageUrl: undefined as string | undefined,
    },
  })
  useReportDirty(isDirty, onDirtyChange)

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('fields.name')} error={fieldError(errors.name)} {...register('name')} />
        <TextField
          label={t('fields.management')}
          error={fieldError(errors.management)}
          {...register('management')}
        />
        <TextField
          label={t('fields.age')}
          type="number"
          min={1}
          inputMode="numeric"
          error={fieldError(errors.age)}
          {...register('age')}
        />
        <FileField
          label={t('fields.image')}
          kind="image"
          currentUrl={record.image}
          onChange={(dataUrl) => setValue('imageUrl', dataUrl, { shouldDirty: true })}
        />
        <TextAreaField
          label={t('fields.bio')}
          error={fieldError(errors.bio)}
          className="sm:col-span-2"
          {...register('bio')}
        />
        <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t('fields.socialLinks')}</legend>
          {SOCIAL.map((network) => (
            <TextField
              key={network}
              label={t(`fields.social.${network}`)}
              error={fieldError(errors.socialLinks?.[network])}
              {...register(`socialLinks.${network}`)}
            />
          ))}
        </fieldset>
      </div>
      <FormActions onCancel={onCancel} isPending={isPending} />
    </form>
  )
}
