import type { LucideIcon } from 'lucide-react'
import { usePopover } from '@/hooks/use-popover'
import { cn } from '@/lib/cn'
import { DisclosureChevron } from './disclosure-chevron'

export interface DropdownOption<V extends string> {
  value: V
  label: string
}

interface RadioDropdownProps<V extends string> {
  /** The button's text and the group's name, e.g. "Filter". */
  label: string
  options: readonly DropdownOption<V>[]
  value: V
  onChange: (value: V) => void
  icon?: LucideIcon
  /** Which edge of the button the panel lines up with. */
  align?: 'left' | 'right'
  className?: string
}

/**
 * A button that opens a set of radio options (one choice, e.g. a date filter). The button shows
 * the current choice; picking one closes the panel and returns focus to the button.
 */
export function RadioDropdown<V extends string>({
  label,
  options,
  value,
  onChange,
  icon: Icon,
  align = 'right',
  className,
}: RadioDropdownProps<V>) {
  const { isOpen, close, containerRef, triggerProps, panelId } = usePopover()
  const current = options.find((option) => option.value === value)

  const closeAndReturn = () => {
    close()
    triggerProps.ref.current?.focus()
  }

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        type="button"
        {...triggerProps}
        className="inline-flex h-10 w-full items-center gap-2 rounded-lg border border-line bg-surface-raised px-3 text-sm font-medium hover:bg-neutral-100 sm:w-auto dark:hover:bg-neutral-800"
      >
        {Icon ? <Icon aria-hidden="true" className="size-4 text-muted" /> : null}
        <span>{label}</span>
        {current ? <span className="truncate text-muted">· {current.label}</span> : null}
        <DisclosureChevron open={isOpen} className="ml-auto" />
      </button>
      {isOpen ? (
        <fieldset
          id={panelId}
          className={cn(
            'absolute z-40 mt-2 w-56 rounded-xl border border-line bg-surface-raised p-1 shadow-lg',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          <legend className="sr-only">{label}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800',
                option.value === value && 'font-semibold text-accent',
              )}
            >
              <input
                type="radio"
                name={panelId}
                value={option.value}
                checked={option.value === value}
                // Arrow keys move through the options and apply each one; a pointer click or
                // Enter picks one and closes the panel (a keyboard-made click has detail 0).
                onChange={() => onChange(option.value)}
                onClick={(event) => {
                  if (event.detail > 0) closeAndReturn()
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return
                  event.preventDefault()
                  closeAndReturn()
                }}
                className="size-4 accent-[var(--accent-strong)]"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
