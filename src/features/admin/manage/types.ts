import type { ComponentType, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import type { PagedCollection, PageParams } from '@/api/paging'
import type { TFunction } from 'i18next'
import type { LabelGroup } from '@/lib/talent-labels'
import type { VocabularyGroup } from '@/lib/vocabulary'

import type { Notice } from '../components/status-notice'
import type { EditFormProps } from '../entity-forms/entity-form'

export type { Notice, EditFormProps }

/** The vocabulary groups a manage filter names its values with. */
export type FilterVocabulary = Extract<
  VocabularyGroup,
  'musicGenres' | 'galleryCategories' | 'levels' | 'specializations'
>

/** What every managed record has: an id and a creation date the filters and stats read. */
export interface ManagedRecord {
  _id: string
  createdAt: string
}

/** The entities with a manage screen; also their key under `entities.` in the manage namespace. */
export type ManageEntity = 'artists' | 'gallery' | 'music' | 'producers' | 'filmmakers' | 'users'

export interface ManageColumn<T> {
  /** Key under `columns.` in the manage namespace. */
  header: string
  cell: (record: T, context: CellContext) => ReactNode
  /** The API's `sort` value the column's header orders by; none: the header is plain text. */
  sort?: string
  /**
   * Where the column shows, e.g. 'hidden md:table-cell'. By default the first column always
   * shows and the others from `sm` up (a phone shows the name and the actions).
   */
  className?: string
}

export interface CellContext {
  t: TFunction<'manage'>
  language: string
  /** Stored values with a translated name (levels, specializations ...), else as stored. */
  label: (group: LabelGroup, value: string) => string
}

/**
 * A stat card: the total of a one-row query (`limit=1`) with these parameters, so no card ever
 * needs the whole list. `thisMonth` adds the current calendar month as `from`/`to`.
 */
export interface StatQuery {
  /** Key under `stats.` in the manage namespace. */
  label: string
  icon: LucideIcon
  params?: PageParams
  thisMonth?: boolean
}

/** A filter of the entity's own, as a select whose value goes to the API as `param`. */
export interface ManageFilter {
  param: string
  /** Key under `filters.` in the manage namespace (the select's label). */
  label: string
  /** The values offered after "All"; any other value in the address is ignored. */
  values: readonly string[]
  /** Where the values' names are: the site's vocabulary, or keys under this manage prefix. */
  names: { vocabulary: FilterVocabulary } | { prefix: string }
}

/** The part of a TanStack mutation the screen uses; each resource's hook fits it. */
export interface Mutation<V> {
  mutate: (
    variables: V,
    options?: { onSuccess?: () => void; onError?: (error: Error) => void },
  ) => void
  isPending: boolean
  reset: () => void
}

/**
 * The body is the entity's own update body; the screen passes on what the form built, so it is
 * typed `never` here (any body type fits) and each config pairs a form with its matching hook.
 */
export type UpdateMutation = Mutation<{ id: string; body: never }>

export interface ManageConfig<T extends ManagedRecord> {
  entity: ManageEntity
  /** Key under `titles.` in the admin namespace (the sidebar's page names). */
  titleKey: string
  icon: LucideIcon
  /** The API's collection: the screen reads one page of it at a time. */
  collection: PagedCollection<T>
  /** Parameters every read of the screen sends (music: `includeInactive=true`). */
  baseParams?: PageParams
  /** The record's name in action labels: "Edit <name>". */
  nameOf: (record: T) => string
  columns: ManageColumn<T>[]
  filters?: ManageFilter[]
  /** Stat cards (docs/product.md §16, departure 5), each the total of a small query. */
  stats: StatQuery[]
  /** The entity's create form: linked from the header and from the empty list. */
  createPath?: string
  /** The name of the date filter's "everything" option; default 'all' ("All"). */
  allLabel?: 'all' | 'allUsers'
  edit?: {
    useUpdate: () => UpdateMutation
    Form: ComponentType<EditFormProps<T>>
  }
  useDelete?: () => Mutation<string>
  /** One delete without a hook: the bulk delete runs several (the screen reloads after all). */
  remove?: (id: string) => Promise<unknown>
  /** A note under the title, key in the manage namespace (users: why there is no switch). */
  noteKey?: string
  /** Extra per-row buttons (users: view and activate/deactivate). */
  RowActions?: ComponentType<{ record: T; onNotice: (notice: Notice) => void }>
}
