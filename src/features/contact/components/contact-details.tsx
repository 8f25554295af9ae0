import { useTranslation } from 'react-i18next'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { site, type OpeningHours } from '@/config/site'

/** One per language: building a formatter costs a phone several milliseconds (ICU's data). */
const hourFormats = new Map<string, Intl.DateTimeFormat>()

/** "6:00 AM – 10:00 PM" in English, "06:00 – 22:00" in French: the reader's own clock. */
export function formatOpeningHours({ opens, closes }: OpeningHours, language: string): string {
  const at = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number)
    return new Date(Date.UTC(2000, 0, 1, hours, minutes))
  }
  let format = hourFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    })
    hourFormats.set(language, format)
  }
  return format.formatRange(at(opens), at(closes))
}

function Detail({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold">{title}</h3>
        <div className="mt-0.5 text-muted">{children}</div>
      </div>
    </li>
  )
}

// inline-block: a line tall (24 px), the minimum target size.
const linkClass =
  'inline-block min-h-6 break-words underline-offset-4 hover:text-accent hover:underline'

/** Phone, e-mail, address and opening hours (docs/product.md §3), from config/site.ts. */
export function ContactDetails({ showHours = true }: { showHours?: boolean }) {
  const { t, i18n } = useTranslation(['pages', 'common'])
  const language = i18n.resolvedLanguage ?? i18n.language
  const { street, city, country } = site.address
  return (
    <ul className="space-y-6">
      <Detail Icon={Phone} title={t('details.phone')}>
        <a href={site.phoneHref} className={linkClass}>
          {site.phone}
        </a>
      </Detail>
      <Detail Icon={Mail} title={t('details.email')}>
        <a href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>
      </Detail>
      <Detail Icon={MapPin} title={t('details.address')}>
        <address className="not-italic">
          {street}
          <br />
          {city}, {country}
        </address>
      </Detail>
      {showHours ? (
        <Detail Icon={Clock} title={t('details.hours')}>
          <dl className="space-y-1">
            {site.openingHours.map((slot) => (
              <div key={slot.daysKey} className="flex flex-wrap gap-x-2">
                <dt>{t(slot.daysKey, { ns: 'common' })}:</dt>
                {/* Node's and the browser's Intl may space a range differently ("06:00–22:00",
                    "06:00 – 22:00"): either is right, so hydration keeps the server's. */}
                <dd className="font-medium text-fg" suppressHydrationWarning>
                  {formatOpeningHours(slot, language)}
                </dd>
              </div>
            ))}
          </dl>
        </Detail>
      ) : null}
    </ul>
  )
}
