import { useTranslation } from 'react-i18next'
import { BadgeCheck, MessageCircle } from 'lucide-react'
import { Reveal } from '../sections/reveal'
import { pickLocalized, prManager, site } from '@/config/site'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** The public relations manager, with a button that opens a WhatsApp chat with the studio. */
export function PrManagerSection() {
  const { t, i18n } = useTranslation('home')
  const language = i18n.resolvedLanguage ?? i18n.language
  return (
    <section aria-labelledby="pr-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <Reveal>
          <div className="grid items-center gap-8 overflow-hidden rounded-3xl border border-line bg-surface-raised p-8 shadow-sm sm:p-12 md:grid-cols-[auto_1fr]">
            <div
              role="img"
              aria-label={t('pr.avatarLabel', { name: prManager.name })}
              className="mx-auto flex size-40 items-center justify-center rounded-full bg-[conic-gradient(from_200deg,#7f1d1d,#ef4444,#fca5a5,#b91c1c,#7f1d1d)] p-1.5 md:size-48"
            >
              <span className="flex size-full items-center justify-center rounded-full bg-neutral-950 text-5xl font-extrabold tracking-tight text-white">
                {initials(prManager.name)}
              </span>
            </div>
            <div className="text-center md:text-start">
              <p className="text-sm font-bold tracking-widest text-accent uppercase">
                {t('pr.eyebrow')}
              </p>
              <h2 id="pr-title" className="mt-2 text-3xl font-extrabold tracking-tight">
                {prManager.name}
              </h2>
              <p className="mt-1 text-lg font-medium">{pickLocalized(prManager.role, language)}</p>
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('pr.experience', { count: prManager.yearsExperience })}
              </p>
              <p className="mt-4 text-pretty text-muted">
                {pickLocalized(prManager.bio, language)}
              </p>
              <a
                href={site.messagingUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('pr.whatsapp')} (${t('pr.newTab')})`}
                className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-[#15803d] px-6 text-base font-semibold text-white transition-colors hover:bg-[#166534]"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {t('pr.whatsapp')}
              </a>
            </div>
          </div>
        </Reveal>
      </div>
    </section>
  )
}
