import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Heart } from 'lucide-react'
import { pageContainer } from '@/components/ui/detail/detail-parts'
import { buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { PageBand } from '@/components/ui/page-band'
import { usePageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { LikedPhotos } from '@/features/gallery/components/liked-photos'

/**
 * /likes: the gallery photos the signed-in listener liked. Likes belong to an account, so a
 * guest is asked to sign in here rather than sent away from the address they opened.
 */
export default function LikesRoute() {
  const { t } = useTranslation('likes')
  const { user } = useAuth()
  usePageTitle(t('title'), t('metaDescription'))

  return (
    <>
      <PageBand compact title={t('title')} subtitle={t('subtitle')} />
      <section aria-label={t('title')} className={pageContainer}>
        {user ? (
          <LikedPhotos viewerId={user._id} />
        ) : (
          <EmptyState
            icon={<Heart />}
            title={t('guest.title')}
            description={t('guest.description')}
            action={
              <Link to={paths.login} className={buttonClasses('primary', 'md')}>
                {t('guest.signIn')}
              </Link>
            }
          />
        )}
      </section>
    </>
  )
}
