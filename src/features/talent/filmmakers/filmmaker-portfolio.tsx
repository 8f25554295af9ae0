import { useTranslation } from 'react-i18next'
import { Film } from 'lucide-react'
import type { Filmmaker } from '@contract/filmmaker'

/** Works of a filmmaker (title, role, year), newest first. */
export function FilmmakerPortfolio({ portfolio }: { portfolio: Filmmaker['portfolio'] }) {
  const { t } = useTranslation('talent')
  const works = portfolio.filter((work) => work.title.trim() !== '').sort((a, b) => b.year - a.year)
  if (works.length === 0) return <p className="text-muted">{t('filmmaker.portfolioEmpty')}</p>

  return (
    <ul className="space-y-3">
      {works.map((work, index) => (
        <li
          key={`${work.title}-${work.year}-${index}`}
          className="flex items-start gap-4 rounded-xl border border-line bg-surface-raised p-4"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent"
          >
            <Film className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{work.title}</p>
            {work.role ? (
              <p className="text-sm text-muted">
                {t('filmmaker.portfolioRole', { role: work.role })}
              </p>
            ) : null}
          </div>
          <span className="text-sm font-semibold text-muted tabular-nums">{work.year}</span>
        </li>
      ))}
    </ul>
  )
}
