import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { MUSIC_GENRES } from '@contract/constants'
import { cn } from '@/lib/cn'
import { useVocabulary } from '@/lib/vocabulary'
import { TRACK_SORTS, type TrackFilters } from './track-filters'

const control =
  'block h-10 w-full rounded-lg border border-line bg-surface-raised px-3 text-sm focus:border-fg focus:ring-1 focus:ring-fg focus:outline-none'

interface TrackToolbarProps {
  filters: TrackFilters
  onChange: (filters: TrackFilters) => void
  /** 'Play all' of what the filters show. */
  children: ReactNode
}

interface FieldProps {
  id: string
  label: string
  className?: string
  children: ReactNode
}

function Field({ id, label, className, children }: FieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      {children}
    </div>
  )
}

/** Search (title, artist, album), genre and order of /musics; the page keeps them in its address. */
export function TrackToolbar({ filters, onChange, children }: TrackToolbarProps) {
  const { t } = useTranslation('music')
  const word = useVocabulary('musicGenres')
  const id = useId()

  return (
    // Phones: the search above, genre and order side by side, 'Play all' across.
    <div className="mb-8 grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]">
      <Field id={`${id}-q`} label={t('filters.search')} className="col-span-2 sm:col-span-1">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={filters.query}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
            placeholder={t('filters.searchPlaceholder')}
            className={`${control} pl-9 placeholder:text-neutral-500`}
          />
        </div>
      </Field>
      <Field id={`${id}-genre`} label={t('filters.genre')}>
        <select
          id={`${id}-genre`}
          value={filters.genre}
          onChange={(event) => onChange({ ...filters, genre: event.target.value })}
          className={control}
        >
          <option value="">{t('filters.allGenres')}</option>
          {MUSIC_GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {word('musicGenres', genre)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-sort`} label={t('filters.sort')}>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) =>
            onChange({ ...filters, sort: event.target.value as TrackFilters['sort'] })
          }
          className={control}
        >
          {TRACK_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </Field>
      {children}
    </div>
  )
}
