import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MUSIC_GENRES } from '@contract/constants'
import { labelKey } from '@/components/talent/talent-labels'
import { TextField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { useFieldError } from '@/components/ui/form/use-field-error'
import type { MusicFormInput, MusicFormValues } from './schema'

/**
 * The text fields of the track form: what the track is, when it came out, where else it is. A
 * genre stored by older data (`storedGenre`) stays selectable, so opening an edit never changes it.
 */
export function TrackFields({
  form: {
    register,
    formState: { errors },
  },
  storedGenre,
}: {
  form: UseFormReturn<MusicFormInput, unknown, MusicFormValues>
  storedGenre?: string
}) {
  const { t } = useTranslation('music-upload')
  const fieldError = useFieldError()
  const genres = [
    { value: '', label: t('fields.chooseGenre') },
    ...MUSIC_GENRES.map((genre) => ({ value: genre, label: t(`genres.${labelKey(genre)}`) })),
  ]
  if (storedGenre && !genres.some((genre) => genre.value === storedGenre)) {
    genres.splice(1, 0, { value: storedGenre, label: storedGenre })
  }

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
