import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'

/** The frame of an admin list's empty states, where its rows would be. */
export const emptyListClass = 'rounded-2xl border border-dashed border-line'

/** An admin list's page on its way: the spinner and what is loading, announced. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-muted">
      <Spinner />
      <p role="status">{label}</p>
    </div>
  )
}

/** An old link past the last page (or rows deleted meanwhile): say so, and lead back. */
export function PastLastPage({
  icon,
  page,
  pages,
  onGoTo,
}: {
  icon: ReactNode
  /** The page asked for, and the last there is. */
  page: number
  pages: number
  onGoTo: (page: number) => void
}) {
  const { t } = useTranslation('manage')
  return (
    <EmptyState
      icon={icon}
      title={t('pastLast', { page })}
      action={
        <button type="button" onClick={() => onGoTo(pages)} className={buttonClasses('secondary')}>
          {t('pager.goTo', { page: pages })}
        </button>
      }
      className={emptyListClass}
    />
  )
}
