import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { capabilities } from '@/api/capabilities'
import { serverMessage } from '@/api/errors'
import { Button } from '@/components/ui/button'
import { StatusNotice } from '@/features/admin/manage/status-notice'
import type { Notice } from '@/features/admin/manage/types'
import { maxBytes, sizeLabel } from '../check-file'
import { FileDropField } from '../file-drop-field'
import { useUnsavedGuard } from '../use-unsaved-guard'
import { readAudioDuration } from './audio-duration'
import {
  MusicUploadFormSchema,
  musicUploadDefaults,
  type MusicUploadInput,
  type MusicUploadValues,
} from './schema'
import { TrackFields } from './track-fields'
import { UploadProgress } from './upload-progress'
import { useMusicUpload } from './use-music-upload'

/**
 * Upload a track (spec §5): the track's details, an optional cover and the required audio file.
 * A bar shows how far a large file has gone; the outcome is shown in the page and, after
 * success, the form is emptied for the next track.
 */
export function MusicUploadForm() {
  const { t } = useTranslation('music-upload')
  const upload = useMusicUpload()
  const [notice, setNotice] = useState<Notice | null>(null)
  const dismissNotice = useCallback(() => setNotice(null), [])
  const form = useForm<MusicUploadInput, unknown, MusicUploadValues>({
    resolver: zodResolver(MusicUploadFormSchema),
    mode: 'onTouched',
    defaultValues: musicUploadDefaults,
  })
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    reset,
    formState: { isDirty },
  } = form
  const guard = useUnsavedGuard(isDirty)

  /** Fills in an empty duration from the audio file's own metadata. */
  const suggestDuration = async (file: File) => {
    const seconds = await readAudioDuration(file)
    if (seconds && !getValues('duration')) {
      setValue('duration', String(seconds), { shouldDirty: true, shouldValidate: true })
    }
  }

  const submit = handleSubmit((values) => {
    setNotice(null)
    upload.mutate(values, {
      onSuccess: () => {
        reset(musicUploadDefaults)
        setNotice({ tone: 'success', message: t('success') })
      },
      onError: (error) =>
        setNotice({ tone: 'error', message: serverMessage(error) ?? t('failed') }),
    })
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <TrackFields form={form} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FileDropField
          control={control}
          name="audio"
          label={t('fields.audio')}
          kind="audio"
          hint={t('hints.audio', { size: sizeLabel(maxBytes('audio')) })}
          required
          onFile={(file) => {
            if (file) void suggestDuration(file)
          }}
        />
        <FileDropField
          control={control}
          name="cover"
          label={t('fields.cover')}
          kind="image"
          hint={t('hints.cover')}
          required={capabilities.requiresMusicCover}
        />
      </div>
      {upload.isPending ? <UploadProgress progress={upload.progress} /> : null}
      {/* Beside the buttons, as in the other create forms: where the eye is after pressing one. */}
      <StatusNotice notice={notice} onDismiss={dismissNotice} />
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => reset(musicUploadDefaults)}
          disabled={upload.isPending || !isDirty}
        >
          {t('actions.clear')}
        </Button>
        <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
          {upload.isPending ? t('actions.submitting') : t('actions.submit')}
        </Button>
      </div>
      {guard}
    </form>
  )
}
