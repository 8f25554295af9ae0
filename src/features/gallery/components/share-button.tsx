import { TIMING } from '@/config/ui'
import { useTranslation } from 'react-i18next'
import { Share2 } from 'lucide-react'
import { useTimedNotice } from '@/hooks/use-timed-notice'
import { NoticeStatus } from '@/components/ui/notice-status'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { shareLink } from '@/lib/share'

/** The item's public address: the server serves preview tags (Open Graph, Twitter) at it. */
export const shareUrl = (id: string) => `${window.location.origin}${paths.galleryItem(id)}`

/**
 * Shares the item's link through the platform's sheet, else copies it (docs/product.md §3)
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

  return (
    // `contents`: the button and its message are items of the row the page lays out.
    <div className="contents">
      <Button variant="secondary" size="lg" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-5" />
        {t('share.button')}
      </Button>
      <NoticeStatus notice={notice} className="mt-2" />
    </div>
  )
}
