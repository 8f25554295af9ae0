import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { CreateArtistBodySchema } from '@contract/artist'
import { artistsApi } from '@/api/artists'
import { TextAreaField, TextField } from '@/features/admin/manage/edit-forms/fields'
import { useFieldError } from '@/features/admin/manage/edit-forms/form-actions'
import { StatusNotice } from '@/features/admin/manage/status-notice'
import { FileDropField } from './file-drop-field'
import { requiredFile } from './file-rules'
import { readAsDataUrl } from './read-file'
import { SubmitBar } from './submit-bar'
import { useCreateFeedback } from './use-create-feedback'
import { useCreateForm } from './use-create-form'

/** The contract's rules (spec §5), with the image held as a File until it is sent. */
const ArtistFormSchema = CreateArtistBodySchema.omit({ imageUrl: true }).extend({
  image: requiredFile('artist.imageRequired'),
})
type ArtistFormInput = z.input<typeof ArtistFormSchema>

const SOCIAL = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok'] as const

const defaults: ArtistFormInput = {
  name: '',
  bio: '',
  age: '',
  management: '',
  socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
  image: null,
}

/** Add an artist (spec §2, §5): POST /artist/add with the image inline as a data URL. */
export function ArtistCreateForm() {
  const { t } = useTranslation(['forms', 'manage'])
  const fieldError = useFieldError()
  const create = artistsApi.useCreate()
  const feedback = useCreateFeedback({
    created: t('forms:artist.created'),
    failed: t('forms:artist.failed'),
  })
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    guard,
  } = useCreateForm(ArtistFormSchema, defaults)

  const submit = handleSubmit(async ({ image, ...fields }) => {
    const isCreated = await feedback.run(async () =>
      create.mutateAsync({ ...fields, imageUrl: await readAsDataUrl(image) }),
    )
    if (isCreated) reset(defaults)
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <p className="text-sm text-muted">{t('forms:required')}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('manage:fields.name')}
          required
          autoComplete="off"
          error={fieldError(errors.name)}
          className="sm:col-span-2"
          {...register('name')}
        />
        <TextField
          label={t('manage:fields.management')}
          autoComplete="off"
          error={fieldError(errors.management)}
          {...register('management')}
        />
        <TextField
          label={t('manage:fields.age')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={fieldError(errors.age)}
          {...register('age')}
        />
        <TextAreaField
          label={t('manage:fields.bio')}
          required
          error={fieldError(errors.bio)}
          className="sm:col-span-2"
          {...register('bio')}
        />
        <div className="sm:col-span-2">
          <FileDropField
            control={control}
            name="image"
            label={t('forms:artist.image')}
            kind="image"
            hint={t('forms:artist.imageHint')}
            required
          />
        </div>
      </div>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold">{t('manage:fields.socialLinks')}</legend>
        <p className="-mt-2 text-sm text-muted sm:col-span-2">{t('forms:artist.socialHint')}</p>
        {SOCIAL.map((network) => (
          <TextField
            key={network}
            label={t(`manage:fields.social.${network}`)}
            autoComplete="off"
            error={fieldError(errors.socialLinks?.[network])}
            {...register(`socialLinks.${network}`)}
          />
        ))}
      </fieldset>
      <StatusNotice notice={feedback.notice} onDismiss={feedback.dismiss} />
      <SubmitBar
        isPending={isSubmitting}
        label={t('forms:artist.submit')}
        pendingLabel={t('forms:artist.submitting')}
      />
      {guard}
    </form>
  )
}
