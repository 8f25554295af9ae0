import { Check, TriangleAlert } from 'lucide-react'
import type { Notice } from '@/hooks/use-timed-notice'
import { cn } from '@/lib/cn'

/**
 * A timed notice (useTimedNotice) as a pill under the row of buttons it answers: a polite live
 * region that is always there, so screen readers announce each new text. `order-last basis-full`:
 * in a flex row it takes a line of its own at the end.
 */
export function NoticeStatus({ notice, className }: { notice: Notice | null; className?: string }) {
  const Icon = notice?.tone === 'error' ? TriangleAlert : Check
  return (
    <div role="status" className="order-last basis-full">
      {notice ? (
        <p
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold',
            notice.tone === 'success'
              ? 'bg-green-50 text-success dark:bg-green-950'
              : 'bg-accent-soft text-danger',
            className,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {notice.text}
        </p>
      ) : null}
    </div>
  )
}
