import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MUSIC_GENRES } from '@contract/constants'
import { labelKey } from '@/components/talent/talent-labels'
import { SelectField, TextField } from '@/features/admin/manage/edit-forms/fields'
import { useFieldError } from '@/features/admin/manage/edit-forms/form-actions'
import type { MusicUploadInput, MusicUploadValues } from './schema'

/** The text fields of the upload form: what the track is, when it came out, where else it is. */
export function TrackFields({
  form: {
    register,
    formState: { errors },
  },
}: {
  form: UseFormReturn<MusicUploadInput, unknown, MusicUploadValues>
}) {
  const { t } = useTranslation('music-upload')
  const fieldError = useFieldError()
  const genres = [
    { value: '', label: t('fields.chooseGenre') },
    ...MUSIC_GENRES.map((genre) => ({ value: genre, label: t(`genres.${labelKey(genre)}`) })),
  ]

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.title')}
        required
        autoComplete="off"
        error={fieldError(errors.title)}
        {...register('title')}
      />
      <TextField
        label={t('fields.artist')}
        required
        autoComplete="off"
        error={fieldError(errors.artist)}
        {...register('artist')}
      />
      <TextField
        label={t('fields.album')}
        autoComplete="off"
        error={fieldError(errors.album)}
        {...register('album')}
      />
      <SelectField
        label={t('fields.genre')}
        options={genres}
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
        label={t('fields.youtubeLink')}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={fieldError(errors.youtubeLink)}
        {...register('youtubeLink')}
      />
      <TextField
        label={t('fields.duration')}
        hint={t('hints.duration')}
        required
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        error={fieldError(errors.duration)}
        {...register('duration')}
      />
      <TextField
        label={t('fields.tags')}
        hint={t('hints.tags')}
        autoComplete="off"
        error={fieldError(errors.tags)}
        {...register('tags')}
      />
    </div>
  )
}
