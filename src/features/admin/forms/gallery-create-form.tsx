import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { CreateGalleryBodySchema } from '@contract/gallery'
import { capabilities } from '@/api/capabilities'
import { galleryApi } from '@/api/gallery'
import { TextAreaField, TextField } from '@/features/admin/manage/edit-forms/fields'
import { useFieldError } from '@/features/admin/manage/edit-forms/form-actions'
import { StatusNotice } from '@/features/admin/manage/status-notice'
import { FileDropField } from './file-drop-field'
import { optionalFile, requiredFile } from './file-rules'
import { readAsDataUrl } from './read-file'
import { SubmitBar } from './submit-bar'
import { useCreateFeedback } from './use-create-feedback'
import { useCreateForm } from './use-create-form'

/** Spec §5: title, description and image required, video optional; files held until sent. */
const GalleryFormSchema = CreateGalleryBodySchema.pick({ title: true, description: true }).extend({
  image: requiredFile('gallery.imageRequired'),
  video: optionalFile,
})
type GalleryFormInput = z.input<typeof GalleryFormSchema>

const defaults: GalleryFormInput = { title: '', description: '', image: null, video: null }

/** Add a gallery item: POST /gallery/add-gallery with the image and video as data URLs. */
export function GalleryCreateForm() {
  const { t } = useTranslation(['forms', 'manage'])
  const fieldError = useFieldError()
  const create = galleryApi.useCreate()
  const feedback = useCreateFeedback({
    created: t('forms:gallery.created'),
    failed: t('forms:gallery.failed'),
  })
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    guard,
  } = useCreateForm(GalleryFormSchema, defaults)

  const submit = handleSubmit(async ({ image, video, ...fields }) => {
    const isCreated = await feedback.run(async () => {
      const [imageUrl, videoUrl] = await Promise.all([
        readAsDataUrl(image),
        video ? readAsDataUrl(video) : Promise.resolve(''),
      ])
      return create.mutateAsync({ ...fields, image: imageUrl, videoUrl })
    })
    if (isCreated) reset(defaults)
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <p className="text-sm text-muted">{t('forms:required')}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label={t('manage:fields.title')}
          required
          autoComplete="off"
          error={fieldError(errors.title)}
          className="md:col-span-2"
          {...register('title')}
        />
        <TextAreaField
          label={t('manage:fields.description')}
          required
          error={fieldError(errors.description)}
          className="md:col-span-2"
          {...register('description')}
        />
        <FileDropField
          control={control}
          name="image"
          label={t('manage:fields.image')}
          kind="image"
          hint={t('forms:gallery.imageHint')}
          required
        />
        {/* The hosted API drops a new item's video: not offered there. */}
        {capabilities.canAddGalleryVideo ? (
          <FileDropField
            control={control}
            name="video"
            label={t('manage:fields.video')}
            kind="video"
            hint={t('forms:gallery.videoHint')}
          />
        ) : null}
      </div>
      <StatusNotice notice={feedback.notice} onDismiss={feedback.dismiss} />
      <SubmitBar
        isPending={isSubmitting}
        label={t('forms:gallery.submit')}
        pendingLabel={t('forms:gallery.submitting')}
      />
      {guard}
    </form>
  )
}
