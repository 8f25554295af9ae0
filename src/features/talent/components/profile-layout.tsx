import type { ReactNode } from 'react'
import { MediaImage } from '@/components/ui/media-image'
import { IMAGE_SIZES } from '@/lib/media'
import { PORTRAIT, PortraitPlaceholder, portraitClass } from './card-parts'
import { BackLink, pageContainer } from '@/components/ui/detail/detail-parts'

interface ProfileLayoutProps {
  back: { to: string; label: string }
  image: string
  name: string
  /** Read out when there is no portrait ("No photo of … yet"). */
  noImageLabel: string
  /** Badges over the portrait (level, status). */
  badge?: ReactNode
  children: ReactNode
}

/** A talent profile: back link, portrait on the left (on top on phones), the details beside it. */
export function ProfileLayout({
  back,
  image,
  name,
  noImageLabel,
  badge,
  children,
}: ProfileLayoutProps) {
  return (
    <div className={pageContainer}>
      <BackLink to={back.to} label={back.label} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="relative mx-auto max-w-md overflow-hidden rounded-3xl border border-line shadow-xl lg:max-w-none">
            <MediaImage
              src={image}
              alt={name}
              width={PORTRAIT.width}
              height={PORTRAIT.height}
              sizes={IMAGE_SIZES.detail}
              loading="eager"
              fetchPriority="high"
              className={portraitClass}
              fallback={<PortraitPlaceholder label={noImageLabel} />}
            />
            {badge ? <div className="absolute top-4 left-4 flex gap-2">{badge}</div> : null}
          </div>
        </div>
        <div className="min-w-0 space-y-8">{children}</div>
      </div>
    </div>
  )
}
