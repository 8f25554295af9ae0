import { useTranslation } from 'react-i18next'
import type { Credit } from '@contract/producer'

/** The records a producer worked on: project, role and year, newest first. */
export function ProducerCredits({ credits }: { credits: Credit[] }) {
  const { t } = useTranslation('talent')
  const listed = credits.filter(
    (credit) => credit.project.trim() !== '' || credit.role.trim() !== '',
  )
  if (listed.length === 0) return <p className="text-muted">{t('producer.noCredits')}</p>

  const sorted = [...listed].sort((a, b) => b.year - a.year)
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <thead className="bg-neutral-100 text-xs tracking-wide text-muted uppercase dark:bg-neutral-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('producer.creditProject')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('producer.creditRole')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('producer.creditYear')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface-raised">
          {sorted.map((credit, index) => (
            <tr key={`${credit.project}-${credit.year}-${index}`}>
              <td className="px-4 py-3 font-medium">{credit.project}</td>
              <td className="px-4 py-3 text-muted">{credit.role}</td>
              <td className="px-4 py-3 text-right tabular-nums">{credit.year}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
