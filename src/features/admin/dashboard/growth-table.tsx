import { useTranslation } from 'react-i18next'
import type { GrowthSeries } from './growth-chart'
import type { GrowthPoint } from './monthly-series'

/**
 * The chart's numbers as a table, for screen readers (the bars are an image to them). `sr-only`
 * is on a wrapper, not on the table: a table's caption is laid out outside the table's own box,
 * and Firefox drew it below the chart, visible, when the table itself was the clipped element.
 */
export function GrowthTable({
  points,
  series,
  isEstimate,
}: {
  points: GrowthPoint[]
  series: GrowthSeries[]
  isEstimate: boolean
}) {
  const { t } = useTranslation('dashboard')
  return (
    <div className="sr-only">
      <table>
        <caption>{isEstimate ? t('growth.estimateCaption') : t('growth.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('growth.month')}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.fullLabel}>
              <th scope="row">{point.fullLabel}</th>
              {series.map((item) => (
                <td key={item.key}>{point[item.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
