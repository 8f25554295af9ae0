import { useTranslation } from 'react-i18next'
import { artistsApi } from '@/api/artists'
import { capabilities } from '@/api/capabilities'
import { TextAreaField, TextField } from '@/features/admin/manage/edit-forms/fields'
import { useFieldError } from '@/features/admin/manage/edit-forms/form-actions'
import { StatusNotice } from '@/features/admin/manage/status-notice'
import { FileDropField } from './file-drop-field'
import { ArtistFormSchema, type ArtistFormInput } from './artist-form-schema'
import { readAsDataUrl } from './read-file'
import { SubmitBar } from './submit-bar'
import { useCreateFeedback } from './use-create-feedback'
import { useCreateForm } from './use-create-form'

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
          required={capabilities.requiresArtistAgeAndManagement}
          autoComplete="off"
          error={fieldError(errors.management)}
          {...register('management')}
        />
        <TextField
          label={t('manage:fields.age')}
          required={capabilities.requiresArtistAgeAndManagement}
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
