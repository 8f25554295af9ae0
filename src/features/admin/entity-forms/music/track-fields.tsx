import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MUSIC_GENRES } from '@contract/constants'
import { labelKey } from '@/lib/talent-labels'
import { TextField, WholeNumberField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { useFieldProps } from '@/components/ui/form/use-field-props'
import type { MusicFormInput, MusicFormValues } from './schema'

/**
 * The text fields of the track form: what the track is, when it came out, where else it is. A
 * genre stored by older data (`storedGenre`) stays selectable, so opening an edit never changes it.
 */
export function TrackFields({
  form,
  storedGenre,
}: {
  form: UseFormReturn<MusicFormInput, unknown, MusicFormValues>
  storedGenre?: string
}) {
  const { t } = useTranslation('music-upload')
  const field = useFieldProps(form)
  const genres = [
    { value: '', label: t('fields.chooseGenre') },
    ...MUSIC_GENRES.map((genre) => ({ value: genre, label: t(`genres.${labelKey(genre)}`) })),
  ]
  if (storedGenre && !genres.some((genre) => genre.value === storedGenre)) {
    genres.splice(1, 0, { value: storedGenre, label: storedGenre })
  }

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label={t('fields.title')} required autoComplete="off" {...field('title')} />
      <TextField label={t('fields.artist')} required autoComplete="off" {...field('artist')} />
      <TextField label={t('fields.album')} autoComplete="off" {...field('album')} />
      <SelectField label={t('fields.genre')} options={genres} {...field('genre')} />
      <TextField label={t('fields.releaseDate')} type="date" {...field('releaseDate')} />
      <TextField
        label={t('fields.youtubeLink')}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        {...field('youtubeLink')}
      />
      <WholeNumberField
        label={t('fields.duration')}
        hint={t('hints.duration')}
        required
        min={1}
        {...field('duration')}
      />
      <TextField
        label={t('fields.tags')}
        hint={t('hints.tags')}
        autoComplete="off"
        {...field('tags')}
      />
    </div>
  )
}
