import { useId } from 'react'
import { cn } from '@/lib/cn'

interface ListSelectProps {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  className?: string
}

/** A labelled native select of an admin list (page size, a filter, the order). */
export function ListSelect({ label, value, options, onChange, className }: ListSelectProps) {
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-lg border border-line bg-surface-raised px-2 text-sm focus:border-fg focus:ring-1 focus:ring-fg focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
