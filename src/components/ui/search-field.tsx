import { useId } from 'react'
import { Search } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A search box with its magnifier and a label for screen readers (the admin's lists). */
export function SearchField({
  label,
  placeholder = label,
  value,
  onChange,
  className,
}: {
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="block h-10 w-full rounded-lg border border-line bg-surface-raised pr-3 pl-9 text-sm placeholder:text-neutral-500 focus:border-fg focus:ring-1 focus:ring-fg focus:outline-none"
      />
    </div>
  )
}
