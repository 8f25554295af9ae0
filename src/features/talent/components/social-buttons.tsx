import { useId, type ComponentType, type SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Apple, AudioLines, Music2 } from 'lucide-react'
import { BRAND_ICONS } from '@/components/icons/social-icons'
import { socialLinksOf, type SocialNetwork } from './social-links'

type Icon = ComponentType<SVGProps<SVGSVGElement>>

const ICONS: Record<SocialNetwork, Icon> = {
  ...BRAND_ICONS,
  spotify: Music2,
  soundCloud: AudioLines,
  appleMusic: Apple,
}

interface SocialButtonsProps {
  /** Stored handles or URLs by network; empty ones get no button. */
  links: Partial<Record<SocialNetwork, string>>
  /** Key in the talent namespace naming a button, e.g. 'artist.socialLink' ("Artist on {{network}}"). */
  labelKey: string
}

/** One button per network that has a value, each opening the profile in a new tab. */
export function SocialButtons({ links, labelKey }: SocialButtonsProps) {
  const { t } = useTranslation('talent')
  const newTabId = useId()
  const items = socialLinksOf(links)
  if (items.length === 0) return null

  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {items.map(({ network, url }) => {
          const Icon = ICONS[network]
          const name = t(`networks.${network}`)
          return (
            <li key={network}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(labelKey, { network: name })}
                aria-describedby={newTabId}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-fg transition-colors hover:border-accent hover:text-accent"
              >
                <Icon aria-hidden="true" className="size-4" />
                <span>{name}</span>
              </a>
            </li>
          )
        })}
      </ul>
      <span id={newTabId} hidden>
        {t('newTab')}
      </span>
    </>
  )
}
