import type { ReactNode } from 'react'
import { ImageOff } from 'lucide-react'
import { Thumbnail } from '@/components/ui/media-image'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'

/** A small square picture beside the record's name, with one more line under it. */
export function NameCell({
  image,
  name,
  secondary,
}: {
  image?: string
  name: string
  secondary?: ReactNode
}) {
  return (
    <div className="flex items-center gap-3">
      {image !== undefined ? (
        // The name beside it says what the picture shows.
        <Thumbnail
          src={image}
          size={40}
          className="size-10 shrink-0 rounded-lg"
          icon={<ImageOff aria-hidden="true" className="size-4" />}
        />
      ) : null}
      {/* On a phone the name column shares the row with the actions only: long names truncate. */}
      <div className="max-w-[calc(100vw-14.5rem)] min-w-0 sm:max-w-xs">
        <p className="truncate font-semibold" title={name}>
          {name}
        </p>
        {secondary ? <div className="truncate text-xs text-muted">{secondary}</div> : null}
      </div>
    </div>
  )
}

export function DateCell({ date, language }: { date: string; language: string }) {
  return (
    <time dateTime={date} className="whitespace-nowrap text-muted">
      {formatDate(date, language)}
    </time>
  )
}

/** Active / Inactive (or any two-state label): the colour helps, the word carries the meaning. */
export function StateBadge({ isOn, label }: { isOn: boolean; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        isOn
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', isOn ? 'bg-emerald-600' : 'bg-neutral-500')}
      />
      {label}
    </span>
  )
}

export function Pill({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-fg dark:bg-neutral-800">
      {children}
    </span>
  )
}
