import { useTranslation } from 'react-i18next'

/** The page's dark opening band, like the other public pages. */
export function LikesHeader() {
  const { t } = useTranslation('likes')
  return (
    <header className="relative isolate overflow-hidden bg-neutral-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(185_28_28/0.45),transparent_60%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-neutral-300">{t('subtitle')}</p>
      </div>
    </header>
  )
}
