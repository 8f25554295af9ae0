import type { ComponentType, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import type { LabelGroup } from '@/components/talent/talent-labels'
import type { Notice } from '@/features/admin/components/status-notice'
import type { EditFormProps } from '@/features/admin/entity-forms/entity-form'

export type { Notice, EditFormProps }

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

export interface StatData {
  /** Key under `stats.` in the manage namespace. */
  label: string
  value: number
  icon: LucideIcon
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
  useRecords: () => UseQueryResult<T[]>
  /** The record's name in action labels: "Edit <name>". */
  nameOf: (record: T) => string
  /**
   * The texts the search box matches (case-insensitive). `label` gives a stored value's name as
   * the table shows it in the reader's language, so what is on screen can be searched for.
   */
  searchText: (record: T, label: CellContext['label']) => string[]
  columns: ManageColumn<T>[]
  /** Stat cards; default: Total, This month, Active (docs/product.md §16, departure 5). */
  stats?: (records: T[], now: Date) => StatData[]
  /** Whether a record counts as active; default: always. */
  isActive?: (record: T) => boolean
  /** The entity's create form: linked from the header and from the empty list. */
  createPath?: string
  /** The name of the date filter's "everything" option; default 'all' ("All"). */
  allLabel?: 'all' | 'allUsers'
  edit?: {
    useUpdate: () => UpdateMutation
    Form: ComponentType<EditFormProps<T>>
  }
  useDelete?: () => Mutation<string>
  /** A note under the title, key in the manage namespace (users: why there is no switch). */
  noteKey?: string
  /** Extra per-row buttons (users: view and activate/deactivate). */
  RowActions?: ComponentType<{ record: T; onNotice: (notice: Notice) => void }>
}
