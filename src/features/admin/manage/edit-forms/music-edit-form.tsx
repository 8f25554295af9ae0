import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { MUSIC_GENRES } from '@contract/constants'
import { UpdateMusicBodySchema, type MusicTrack } from '@contract/music'
import { capabilities } from '@/api/capabilities'
import type { EditFormProps } from '../types'
import { FileField } from './file-field'
import { FormActions, useFieldError, useReportDirty } from './form-actions'
import { CheckboxField, SelectField, TextField } from './fields'

/** An ISO date as the yyyy-mm-dd a date input shows. */
const dateInputValue = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

export function MusicEditForm({
  record,
  onSubmit,
  onCancel,
  isPending,
  onDirtyChange,
}: EditFormProps<MusicTrack>) {
  const { t } = useTranslation('manage')
  const fieldError = useFieldError()
  // A genre stored by older data stays selectable, so opening the form never changes it.
  const genres: string[] = [...MUSIC_GENRES]
  if (record.genre && !genres.includes(record.genre)) genres.unshift(record.genre)
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(UpdateMusicBodySchema),
    defaultValues: {
      title: record.title,
      artist: record.artist,
      album: record.album,
      genre: record.genre || 'Other',
      releaseDate: dateInputValue(record.releaseDate),
      duration: record.duration,
      youtubeLink: record.youtubeLink,
      tags: record.tags,
      isActive: record.isActive,
      audioUrl: undefined as string | undefined,
      coverImageUrl: undefined as string | undefined,
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
          label={t('fields.artist')}
          error={fieldError(errors.artist)}
          {...register('artist')}
        />
        <TextField
          label={t('fields.album')}
          error={fieldError(errors.album)}
          {...register('album')}
        />
        <SelectField
          label={t('fields.genre')}
          options={genres.map((genre) => ({ value: genre, label: genre }))}
          error={fieldError(errors.genre)}
          {...register('genre')}
        />
        <TextField
          label={t('fields.releaseDate')}
          type="date"
          error={fieldError(errors.releaseDate)}
          {...register('releaseDate')}
        />
        <TextField
          label={t('fields.duration')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={fieldError(errors.duration)}
          {...register('duration')}
        />
        <TextField
          label={t('fields.youtubeLink')}
          type="url"
          error={fieldError(errors.youtubeLink)}
          className="sm:col-span-2"
          {...register('youtubeLink')}
        />
        <FileField
          label={t('fields.cover')}
          kind="image"
          currentUrl={record.coverImageUrl}
          onChange={(dataUrl) => setValue('coverImageUrl', dataUrl, { shouldDirty: true })}
        />
        <FileField
          label={t('fields.audio')}
          kind="audio"
          currentUrl={record.audioUrl}
          onChange={(dataUrl) => setValue('audioUrl', dataUrl, { shouldDirty: true })}
        />
        {/* The hosted API's update ignores isActive: a switch there would do nothing. */}
        {capabilities.canSetMusicActive ? (
          <CheckboxField
            label={t('fields.trackActive')}
            className="sm:col-span-2"
            {...register('isActive')}
          />
        ) : null}
      </div>
      <FormActions onCancel={onCancel} isPending={isPending} />
    </form>
  )
}
