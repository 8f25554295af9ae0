import { useTranslation } from 'react-i18next'
import { Check } from 'lucide-react'
import type { Language } from '@contract/constants'
import { LANGUAGE_NAMES, LANGUAGE_OPTIONS, toLanguage } from '@/config/languages'
import { usePopover } from '@/hooks/use-popover'
import { cn } from '@/lib/cn'
import { DisclosureChevron } from '@/components/ui/disclosure-chevron'
import { menuPanelClass } from './menu-parts'
import { Flag } from './flags'

/** The header's language menu: each language with its flag and own name (docs/product.md §3). */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common')
  const { isOpen, close, containerRef, triggerProps, panelId } = usePopover()
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language)

  const choose = (language: Language) => {
    close()
    if (language !== current) void i18n.changeLanguage(language)
  }

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        type="button"
        {...triggerProps}
        // The name starts with the code the button shows (WCAG 2.5.3, label in name).
        aria-label={t('language.button', {
          code: current.toUpperCase(),
          language: LANGUAGE_NAMES[current],
        })}
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        <Flag language={current} />
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <DisclosureChevron open={isOpen} />
      </button>
      {isOpen ? (
        <ul id={panelId} aria-label={t('language.label')} className={cn(menuPanelClass, 'right-0')}>
          {LANGUAGE_OPTIONS.map(({ code, name }) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={code === current ? 'true' : undefined}
                onClick={() => choose(code)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800',
                  code === current && 'font-semibold text-accent',
                )}
              >
                <Flag language={code} />
                <span className="flex-1">{name}</span>
                {code === current ? <Check aria-hidden="true" className="size-4" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
