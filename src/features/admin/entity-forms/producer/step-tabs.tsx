import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'
import { WIZARD_STEPS } from './schema'

interface StepTabsProps {
  /** Index of the open step. */
  current: number
  /** Asks for a step; the wizard opens it only if every step before it is valid. */
  onSelect: (index: number) => Promise<boolean>
  /** Id prefix shared with the panel (`${idBase}-tab-N`, `${idBase}-panel`). */
  idBase: string
}

/**
 * The wizard's steps as tabs (Basic Info, Details, Social & Links). Arrow keys, Home and End
 * move between them as in any tab list; a step ahead opens only when the steps before it pass.
 */
export function StepTabs({ current, onSelect, idBase }: StepTabsProps) {
  const { t } = useTranslation('producer-wizard')
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const last = WIZARD_STEPS.length - 1

  const go = async (index: number) => {
    if (await onSelect(index)) tabs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = {
      ArrowRight: Math.min(current + 1, last),
      ArrowLeft: Math.max(current - 1, 0),
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    void go(target)
  }

  return (
    <div
      role="tablist"
      aria-label={t('stepsLabel')}
      className="grid grid-cols-3 gap-1 rounded-xl bg-neutral-100 p-1 dark:bg-neutral-900"
    >
      {WIZARD_STEPS.map((step, index) => {
        const isCurrent = index === current
        const isDone = index < current
        return (
          <button
            key={step.id}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${index}`}
            aria-selected={isCurrent}
            aria-controls={isCurrent ? `${idBase}-panel` : undefined}
            tabIndex={isCurrent ? 0 : -1}
            onClick={() => void go(index)}
            onKeyDown={onKeyDown}
            className={cn(
              'flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-2 py-2 text-center text-xs font-semibold transition-colors sm:flex-row sm:gap-2 sm:text-sm',
              isCurrent
                ? 'bg-surface-raised text-fg shadow-sm'
                : 'text-muted hover:bg-white/60 hover:text-fg dark:hover:bg-neutral-800',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                isCurrent || isDone
                  ? 'bg-accent-strong text-white'
                  : 'bg-neutral-200 text-fg dark:bg-neutral-700',
              )}
            >
              {isDone ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span>{t(`steps.${step.id}`)}</span>
          </button>
        )
      })}
    </div>
  )
}
