import { TIMING } from '@/config/ui'
import { useTranslation } from 'react-i18next'
import { Code, Link2, Share2 } from 'lucide-react'
import { EMBED_SIZE, embedIframe, embedPlayerPath } from '@contract/embed-paths'
import type { MusicTrack } from '@contract/music'
import { useTimedNotice } from '@/hooks/use-timed-notice'
import { NoticeStatus } from '@/components/ui/notice-status'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePopover } from '@/hooks/use-popover'
import { canShareNatively, copyText, shareLink } from '@/lib/share'

/** The track page's public address: the server serves its preview card and player tags there. */
export const trackUrl = (id: string) => `${window.location.origin}${paths.track(id)}`

/** What "copy embed code" copies: the player of /embed/music/:id, as the oEmbed answer gives it. */
export const trackEmbedCode = (track: Pick<MusicTrack, '_id' | 'title' | 'artist'>) =>
  embedIframe({
    src: `${window.location.origin}${embedPlayerPath(track._id)}`,
    title: `${track.title} – ${track.artist}`,
    ...EMBED_SIZE,
  })

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-medium hover:bg-neutral-100 focus-visible:-outline-offset-2 dark:hover:bg-neutral-800'

/**
 * The track page's share menu: copy the link, the platform's share sheet where the browser has
 * one, copy the embed code. A copy says so (or that it failed) for a few seconds.
 */
export function ShareMenu({ track }: { track: MusicTrack }) {
  const { t } = useTranslation('music')
  const { isOpen, close, containerRef, triggerProps, panelId } = usePopover()
  const { notice, show } = useTimedNotice(TIMING.shareToastMs)

  const run = async (action: () => Promise<'copied' | 'shared' | 'dismissed'>, copied: string) => {
    close()
    triggerProps.ref.current?.focus()
    try {
      if ((await action()) === 'copied') show({ tone: 'success', text: copied })
    } catch {
      show({ tone: 'error', text: t('trackPage.share.failed') })
    }
  }
  const copy = (text: string) => async () => {
    await copyText(text)
    return 'copied' as const
  }

  return (
    // The menu and its message are items of the row the page lays out; the message takes a
    // line of its own under the row.
    <>
      <div ref={containerRef} className="relative">
        <button type="button" {...triggerProps} className={buttonClasses('secondary', 'lg')}>
          <Share2 aria-hidden="true" className="size-5" />
          {t('trackPage.share.button')}
        </button>
        {isOpen ? (
          <ul
            id={panelId}
            className={
              'absolute start-0 z-50 mt-2 w-64 rounded-lg border border-line bg-surface-raised p-1 shadow-lg'
            }
          >
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => void run(copy(trackUrl(track._id)), t('trackPage.share.linkCopied'))}
              >
                <Link2 aria-hidden="true" className="size-4 text-muted" />
                {t('trackPage.share.copyLink')}
              </button>
            </li>
            {canShareNatively() ? (
              <li>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() =>
                    void run(
                      () => shareLink({ url: trackUrl(track._id), title: document.title }),
                      t('trackPage.share.linkCopied'),
                    )
                  }
                >
                  <Share2 aria-hidden="true" className="size-4 text-muted" />
                  {t('trackPage.share.shareVia')}
                </button>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() =>
                  void run(copy(trackEmbedCode(track)), t('trackPage.share.embedCopied'))
                }
              >
                <Code aria-hidden="true" className="size-4 text-muted" />
                {t('trackPage.share.copyEmbed')}
              </button>
            </li>
          </ul>
        ) : null}
      </div>
      <NoticeStatus notice={notice} />
    </>
  )
}
