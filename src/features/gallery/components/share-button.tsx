import { useTranslation } from 'react-i18next'
import { Check, Share2, TriangleAlert } from 'lucide-react'
import { TIMING } from '@contract/constants'
import { useTimedNotice } from '@/components/contact/use-timed-notice'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { shareLink } from '@/lib/share'

/** The item's public address: the server serves preview tags (Open Graph, Twitter) at it. */
export const shareUrl = (id: string) => `${window.location.origin}${paths.galleryItem(id)}`

/**
 * Shares the item's link through the platform's sheet where there is one, else copies it (spec §4)
 * and says so, or says it failed, for 3 seconds.
 */
export function ShareButton({ id }: { id: string }) {
  const { t } = useTranslation('gallery')
  const { notice, show } = useTimedNotice(TIMING.shareToastMs)

  const share = async () => {
    try {
      // The page's title is the item's (usePageTitle), for the message the sheet composes.
      const outcome = await shareLink({ url: shareUrl(id), title: document.title })
      // The sheet is its own feedback; only a copy, which nothing else shows, is announced.
      if (outcome === 'copied') show({ tone: 'success', text: t('share.copied') })
    } catch {
      show({ tone: 'error', text: t('share.failed') })
    }
  }

  const Icon = notice?.tone === 'error' ? TriangleAlert : Check
  return (
    // `contents`: the button and its message are items of the row the page lays out.
    <div className="contents">
      <Button variant="secondary" size="lg" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-5" />
        {t('share.button')}
      </Button>
      <div role="status" className="order-last basis-full">
        {notice ? (
          <p
            className={cn(
              'mt-2 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold',
              notice.tone === 'success'
                ? 'bg-green-50 text-success dark:bg-green-950'
                : 'bg-accent-soft text-danger',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {notice.text}
          </p>
        ) : null}
      </div>
    </div>
  )
}
