import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Heart } from 'lucide-react'
import type { GalleryItem } from '@contract/gallery'
import { capabilities } from '@/api/capabilities'
import { useToggleLike } from '@/api/gallery'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { cn } from '@/lib/cn'

/**
 * Like/unlike (docs/product.md §11): the count moves at once and the answer settles it; a failure
 * puts it back and says so. Liking needs an account (docs/product.md §16): a guest pressing
 * it is invited to sign in instead. Against an API that cannot unlike, a liked item stays liked.
 */
export function LikeButton({
  item,
  isViewerPending = false,
}: {
  item: GalleryItem
  /**
   * The signed-in reader's own copy of the item is still loading (another's stands in): their
   * like is not known yet, and a press would toggle from a state nobody has seen. The button
   * waits, disabled, until it comes (a moment after the page goes live).
   */
  isViewerPending?: boolean
}) {
  const { t } = useTranslation('gallery')
  const { t: tc } = useTranslation('common')
  const { isAuthenticated, user } = useAuth()
  const like = useToggleLike(item._id, user?._id)
  const [isInviteShown, setInviteShown] = useState(false)
  const isLiked = isAuthenticated && item.isLikedByUser
  // The hosted API only ever adds a like: a liked item's button says so and offers nothing more.
  const isFinal = isLiked && !capabilities.canUnlike

  const onClick = () => {
    if (!isAuthenticated) {
      setInviteShown(true)
      return
    }
    like.mutate()
  }

  return (
    // `contents`: the button and its messages are items of the row the page lays out.
    <div className="contents">
      <Button
        variant={isLiked ? 'primary' : 'secondary'}
        size="lg"
        aria-pressed={isLiked}
        disabled={like.isPending || isFinal || (isAuthenticated && isViewerPending)}
        onClick={onClick}
      >
        <Heart
          aria-hidden="true"
          className={cn('size-5', !isLiked && 'text-accent')}
          fill={isLiked ? 'currentColor' : 'none'}
        />
        {t(isFinal ? 'like.liked' : 'like.button')}
      </Button>
      {like.isError ? (
        <p role="alert" className="order-last mt-2 basis-full text-sm font-medium text-danger">
          {t('like.failed')}
        </p>
      ) : null}
      {isLiked ? (
        // The favourites the sign-in prompt promises: where every liked photo is kept.
        <Link
          to={paths.likes}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline underline-offset-2"
        >
          <Heart aria-hidden="true" className="size-4" fill="currentColor" />
          {tc('account.likes')}
        </Link>
      ) : null}
      <div role="status" className="order-last basis-full">
        {isInviteShown && !isAuthenticated ? (
          <p className="mt-2 text-sm text-muted">
            {t('like.signInPrompt')}{' '}
            <Link
              to={paths.login}
              className="font-semibold text-accent underline underline-offset-2"
            >
              {t('like.signIn')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  )
}
