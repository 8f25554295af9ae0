import { cn } from '@/lib/cn'

export interface FilterOption {
  value: string
  label: string
}

interface FilterChipsProps {
  /** Names the group for screen readers, e.g. "Filter producers by level". */
  label: string
  options: FilterOption[]
  value: string
  onChange: (value: string) => void
}

/** Toggle buttons of which exactly one is pressed; the list below follows the pressed one. */
export function FilterChips({ label, options, value, onChange }: FilterChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const isPressed = option.value === value
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-semibold transition-colors',
              isPressed
                ? 'border-accent-strong bg-accent-strong text-white'
                : 'border-line bg-surface-raised text-fg hover:border-accent hover:text-accent',
            )}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
