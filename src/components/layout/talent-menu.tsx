import { useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { usePopover } from '@/hooks/use-popover'
import { cn } from '@/lib/cn'
import { DisclosureChevron } from '@/components/ui/disclosure-chevron'
import { menuPanelClass } from './menu-parts'
import { isItemActive, talentNav } from './nav-items'
import { NavLinkItem, activeLinkClass } from './nav-link-item'

/** The Talent dropdown of the header: Artists, Filmmakers, Producers (docs/product.md §3). */
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
        <DisclosureChevron open={isOpen} />
      </button>
      {isOpen ? (
        <ul id={panelId} className={cn(menuPanelClass, 'left-0')}>
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
