import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn'

type ChipGroupProps = {
  legend: string
  options: readonly string[]
  /** The translated name of an option. */
  labelOf?: (option: string) => string
  error?: string
  className?: string
  ref?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>

/**
 * Toggle chips over checkboxes of one name (react-hook-form's register gives it an array of the
 * checked values). Each chip is a real checkbox, so the keyboard and screen readers just work.
 */
export function ChipGroup({
  legend,
  options,
  labelOf = (option) => option,
  error,
  className,
  ref,
  ...input
}: ChipGroupProps) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input type="checkbox" value={option} ref={ref} className="peer sr-only" {...input} />
            <span
              className={cn(
                'inline-flex h-8 items-center rounded-full border border-line px-3 text-sm transition-colors',
                'peer-checked:border-accent-strong peer-checked:bg-accent-strong peer-checked:text-white',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
                'hover:bg-neutral-100 dark:hover:bg-neutral-800 peer-checked:hover:bg-brand-800',
              )}
            >
              {labelOf(option)}
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="mt-1.5 text-sm text-danger">{error}</p> : null}
    </fieldset>
  )
}
