import { useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ChevronDown } from 'lucide-react'
import { usePopover } from '@/hooks/use-popover'
import { cn } from '@/lib/cn'
import { isItemActive, talentNav } from './nav-items'
import { NavLinkItem, activeLinkClass } from './nav-link-item'

/** The Talent dropdown of the header: Artists, Filmmakers, Producers (spec §2). */
export function TalentMenu() {
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  const { isOpen, close, containerRef, triggerProps, panelId } = usePopover()
  const hasCurrentPage = talentNav.some((item) => isItemActive(item, pathname))

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        {...triggerProps}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm',
          hasCurrentPage ? activeLinkClass : 'font-medium hover:text-accent',
        )}
      >
        {t('nav.talent')}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen ? (
        <ul
          id={panelId}
          className="absolute left-0 z-50 mt-2 w-48 rounded-lg border border-line bg-surface-raised p-1 shadow-lg"
        >
          {talentNav.map((item) => (
            <li key={item.to}>
              <NavLinkItem
                item={item}
                onNavigate={close}
                className="block rounded-md px-3 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
