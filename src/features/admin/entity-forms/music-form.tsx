import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { MusicTrack } from '@contract/music'
import { capabilities } from '@/api/capabilities'
import { musicApi } from '@/api/music'
import { Button } from '@/components/ui/button'
import { maxBytes, sizeLabel } from '@/components/ui/form/check-file'
import { FileDropField } from '@/components/ui/form/file-drop-field'
import { CheckboxField } from '@/components/ui/form/input'
import { UploadProgress, useUploadProgress } from '@/components/ui/form/upload-progress'
import { EntityFormFoot, isEditing, useEntityEditor, type EntityFormProps } from './entity-form'
import { readAudioDuration } from './music/audio-duration'
import {
  musicFormSchemaFor,
  musicValues,
  toMusicBody,
  type MusicFormInput,
  type MusicFormValues,
} from './music/schema'
import { TrackFields } from './music/track-fields'

/**
 * Upload a track (docs/product.md §7, §9) or edit one in the manage modal: details, the audio file
 * (required for a new track) and an optional cover. A bar shows how far a large upload has gone;
 * after a create the form is emptied for the next track.
 */
export function MusicForm(props: EntityFormProps<MusicTrack>) {
  const { t } = useTranslation(['music-upload', 'manage'])
  const { record } = props
  const isEdit = isEditing(props)
  const upload = useUploadProgress()
  const schema = musicFormSchemaFor(capabilities, isEdit) as z.ZodType<
    MusicFormValues,
    MusicFormInput
  >
  const { form, onSubmit, foot } = useEntityEditor(props, {
    schema,
    values: musicValues,
    create: musicApi.useCreate({ onUploadProgress: upload.onUploadProgress }),
    toCreateBody: async (values: MusicFormValues) => {
      upload.reading()
      const body = await toMusicBody(values, false)
      upload.sending()
      return body
    },
    toUpdateBody: (values: MusicFormValues) => toMusicBody(values, true),
    messages: { created: t('success'), failed: t('failed'), serverSuccess: false },
  })
  const {
    fileField,
    register,
    getValues,
    setValue,
    reset,
    formState: { isDirty, isSubmitting },
    guard,
  } = form
  /** Fills in an empty duration from the audio file's own metadata. */
  const suggestDuration = async (file: File) => {
    const seconds = await readAudioDuration(file)
    if (seconds && !getValues('duration')) {
      setValue('duration', String(seconds), { shouldDirty: true, shouldValidate: true })
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <TrackFields form={form} storedGenre={record?.genre} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FileDropField
          {...fileField('audio')}
          label={t('fields.audio')}
          kind="audio"
          hint={t('hints.audio', { size: sizeLabel(maxBytes('audio')) })}
          required={!isEdit}
          current={record?.audioUrl}
          onFile={(file) => {
            if (file) void suggestDuration(file)
          }}
        />
        <FileDropField
          {...fileField('cover')}
          label={t('fields.cover')}
          kind="image"
          hint={t('hints.cover')}
          required={!isEdit && capabilities.requiresMusicCover}
          current={record?.coverImageUrl}
        />
        {/* The hosted API's update ignores isActive: a switch there would do nothing. */}
        {isEdit && capabilities.canSetMusicActive ? (
          <CheckboxField
            label={t('manage:fields.trackActive')}
            className="md:col-span-2"
            {...register('isActive')}
          />
        ) : null}
      </div>
      {isSubmitting && !isEdit ? <UploadProgress progress={upload.progress} /> : null}
      <EntityFormFoot
        {...foot}
        submitLabel={t('actions.submit')}
        submittingLabel={t('actions.submitting')}
        createAction={
          <Button
            variant="secondary"
            onClick={() => reset(musicValues())}
            disabled={isSubmitting || !isDirty}
          >
            {t('actions.clear')}
          </Button>
        }
      />
      {guard}
    </form>
  )
}
