import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { UserRound } from 'lucide-react'
import { ImagePlaceholder, MediaImage } from '@/components/ui/media-image'
import { IMAGE_SIZES } from '@/lib/media'
import { cn } from '@/lib/cn'

/** Talent portraits are stored 4:5; the box keeps that shape before and after loading. */
export const PORTRAIT = { width: 800, height: 1000 } as const
export const portraitClass = 'aspect-[4/5] w-full object-cover'

/** Cards are squarer on phones, where one column of tall portraits would be a long scroll. */
const cardPortraitClass = 'aspect-square w-full object-cover object-[center_30%] sm:aspect-[4/5]'

export type HeadingLevel = 2 | 3

export interface TalentCardProps {
  /** 2 on a list page under its h1, 3 in a section of the home page (the default). */
  headingLevel?: HeadingLevel
  /** 'eager' for the cards visible on arrival. */
  imageLoading?: 'lazy' | 'eager'
}

/**
 * The frame every talent card shares: portrait on top, then the text. The name is the link, and
 * its ::after stretches over the card, so the whole card is clickable while the link's
 * accessible name stays the person's name.
 */
export function TalentCardFrame({
  to,
  name,
  image,
  headingLevel = 3,
  imageLoading = 'lazy',
  badge,
  children,
}: TalentCardProps & {
  to: string
  name: string
  image: string
  badge?: ReactNode
  children?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // The card clips its content (overflow-hidden), so a focused name link's own outline would be
  // cut off: the ring that shows keyboard focus goes around the whole card instead.
  return (
    <article className="group relative overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition-shadow hover:shadow-lg focus-within:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-surface">
      <div className="relative overflow-hidden">
        {/* The name follows as the card's heading, so the portrait is decorative here. */}
        <MediaImage
          src={image}
          alt=""
          width={PORTRAIT.width}
          height={PORTRAIT.height}
          sizes={IMAGE_SIZES.grid3}
          loading={imageLoading}
          className={cn(
            cardPortraitClass,
            'transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100',
          )}
          fallback={<PortraitPlaceholder className={cardPortraitClass} />}
        />
        {badge ? <div className="absolute top-3 left-3 flex gap-2">{badge}</div> : null}
      </div>
      <div className="flex flex-col gap-2 p-5">
        <Heading className="text-lg leading-snug font-bold">
          <Link
            to={to}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-accent focus-visible:outline-none"
          >
            {name}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  )
}

/** Stands in for a missing or broken portrait, same box as the image. */
export function PortraitPlaceholder({
  label = '',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <ImagePlaceholder
      label={label}
      className={className ?? portraitClass}
      icon={<UserRound aria-hidden="true" className="size-16" strokeWidth={1.25} />}
    />
  )
}
