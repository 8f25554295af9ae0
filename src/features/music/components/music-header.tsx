import { useTranslation } from 'react-i18next'
import { ListenerStatus } from './listener-status'

/** The page's dark opening band: title, lead and who is listening. */
export function MusicHeader() {
  const { t } = useTranslation('music')
  return (
    <header className="relative isolate overflow-hidden bg-neutral-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(185_28_28/0.45),transparent_60%)]"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="mb-3 text-sm font-bold tracking-widest text-brand-400 uppercase">
            {t('eyebrow')}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 text-lg text-pretty text-neutral-300">{t('subtitle')}</p>
        </div>
        <div className="lg:max-w-md">
          <ListenerStatus />
        </div>
      </div>
    </header>
  )
}
