import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The dark band at the top of each talent list: eyebrow, title (the page's h1), subtitle. */
export function TalentPageHeader({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children?: ReactNode
}) {
  const { t } = useTranslation('talent')
  return (
    <header className="relative isolate overflow-hidden border-b border-line bg-neutral-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(185,28,28,0.45),transparent_60%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-neutral-300">{subtitle}</p>
        {children}
      </div>
    </header>
  )
}
