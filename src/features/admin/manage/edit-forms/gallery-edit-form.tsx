import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { UpdateGalleryBodySchema, type GalleryItem } from '@contract/gallery'
import { capabilities } from '@/api/capabilities'
import type { EditFormProps } from '../types'
import { FileField } from './file-field'
import { FormActions, useFieldError, useReportDirty } from './form-actions'
import { TextAreaField, TextField } from './fields'

// The hosted API's PUT keeps the stored media whatever is sent: offering a new file would mislead.
const imageLocked = !capabilities.canReplaceImageOnEdit.gallery

export function GalleryEditForm({
  record,
  onSubmit,
  onCancel,
  isPending,
  onDirtyChange,
}: EditFormProps<GalleryItem>) {
  const { t } = useTranslation('manage')
  const fieldError = useFieldError()
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(UpdateGalleryBodySchema),
    defaultValues: {
      title: record.title,
      description: record.description,
      category: record.category,
      image: undefined as string | undefined,
      videoUrl: undefined as string | undefined,
    },
  })
  useReportDirty(isDirty, onDirtyChange)

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.title')}
          error={fieldError(errors.title)}
          {...register('title')}
        />
        <TextField
          label={t('fields.category')}
          error={fieldError(errors.category)}
          {...register('category')}
        />
        <TextAreaField
          label={t('fields.description')}
          error={fieldError(errors.description)}
          className="sm:col-span-2"
          {...register('description')}
        />
        <FileField
          label={t('fields.image')}
          kind="image"
          currentUrl={record.image}
          onChange={(dataUrl) => setValue('image', dataUrl, { shouldDirty: true })}
          lockedNote={imageLocked ? t('fields.imageLocked') : undefined}
        />
        <FileField
          label={t('fields.video')}
          kind="video"
          currentUrl={record.videoUrl}
          onChange={(dataUrl) => setValue('videoUrl', dataUrl, { shouldDirty: true })}
          lockedNote={imageLocked ? t('fields.videoLocked') : undefined}
        />
      </div>
      <FormActions onCancel={onCancel} isPending={isPending} />
    </form>
  )
}
