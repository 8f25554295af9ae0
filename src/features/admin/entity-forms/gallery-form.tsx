import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  CreateGalleryBodySchema,
  UpdateGalleryBodySchema,
  type GalleryItem,
} from '@contract/gallery'
import { capabilities } from '@/api/capabilities'
import { galleryApi } from '@/api/gallery'
import { FileDropField } from '@/components/ui/form/file-drop-field'
import { optionalFile, requiredFile } from '@/components/ui/form/file-rules'
import { TextField } from '@/components/ui/form/input'
import { readIfChosen } from '@/components/ui/form/read-file'
import { TextAreaField } from '@/components/ui/form/textarea'
import { EntityFormFoot, isEditing, useEntityEditor, type EntityFormProps } from './entity-form'

/**
 * docs/product.md §9: title, description and image required for a new item, video optional; an edit
 * sets the category, and its files are optional (none chosen keeps the stored one).
 */
export const galleryFormSchemaFor = (isEdit: boolean) =>
  isEdit
    ? UpdateGalleryBodySchema.pick({ title: true, description: true, category: true }).extend({
        image: optionalFile,
        video: optionalFile,
      })
    : CreateGalleryBodySchema.pick({ title: true, description: true, category: true }).extend({
        image: requiredFile('gallery.imageRequired'),
        video: optionalFile,
      })

type GalleryFormInput = z.input<ReturnType<typeof galleryFormSchemaFor>>
type GalleryFormValues = {
  title: string
  description: string
  category: string
  image: File | null
  video: File | null
}

const galleryValues = (record?: GalleryItem): GalleryFormInput => ({
  title: record?.title ?? '',
  description: record?.description ?? '',
  category: record?.category ?? '',
  image: null,
  video: null,
})

/** Files as data URLs: on create the image always and the video or ''; on edit only new ones. */
const toGalleryBody = async ({ image, video, ...fields }: GalleryFormValues, isEdit: boolean) => {
  const [imageUrl, videoUrl] = await Promise.all([readIfChosen(image), readIfChosen(video)])
  if (isEdit) return { ...fields, image: imageUrl, videoUrl }
  // The create page has no category: the server's default applies.
  const { title, description } = fields
  return { title, description, image: imageUrl, videoUrl: videoUrl ?? '' }
}

// The hosted API's PUT keeps the stored media whatever is sent: offering a new file would mislead.
const mediaLocked = !capabilities.canReplaceImageOnEdit.gallery

/** Add a gallery item (POST /gallery/add-gallery) or edit one in the manage modal. */
export function GalleryForm(props: EntityFormProps<GalleryItem>) {
  const { t } = useTranslation(['forms', 'manage'])
  const isEdit = isEditing(props)
  const schema = galleryFormSchemaFor(isEdit) as z.ZodType<GalleryFormValues, GalleryFormInput>
  const { form, onSubmit, foot } = useEntityEditor(props, {
    schema,
    values: galleryValues,
    create: galleryApi.useCreate(),
    toCreateBody: (values: GalleryFormValues) => toGalleryBody(values, false),
    toUpdateBody: (values: GalleryFormValues) => toGalleryBody(values, true),
    messages: { created: t('forms:gallery.created'), failed: t('forms:gallery.failed') },
  })
  const { field, fileField, guard } = form
  const record = props.record

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-muted">{t('forms:required')}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label={t('manage:fields.title')}
          required
          autoComplete="off"
          className={isEdit ? undefined : 'md:col-span-2'}
          {...field('title')}
        />
        {isEdit ? (
          <TextField
            label={t('manage:fields.category')}
            autoComplete="off"
            {...field('category')}
          />
        ) : null}
        <TextAreaField
          label={t('manage:fields.description')}
          required={!isEdit}
          className="md:col-span-2"
          {...field('description')}
        />
        <FileDropField
          {...fileField('image')}
          label={t('manage:fields.image')}
          kind="image"
          hint={t('forms:gallery.imageHint')}
          required={!isEdit}
          current={record?.image}
          lockedNote={isEdit && mediaLocked ? t('manage:fields.imageLocked') : undefined}
        />
        {/* The hosted API drops a new item's video: not offered there. */}
        {isEdit || capabilities.canAddGalleryVideo ? (
          <FileDropField
            {...fileField('video')}
            label={t('manage:fields.video')}
            kind="video"
            hint={t('forms:gallery.videoHint')}
            current={record?.videoUrl}
            lockedNote={isEdit && mediaLocked ? t('manage:fields.videoLocked') : undefined}
          />
        ) : null}
      </div>
      <EntityFormFoot
        {...foot}
        submitLabel={t('forms:gallery.submit')}
        submittingLabel={t('forms:gallery.submitting')}
      />
      {guard}
    </form>
  )
}
