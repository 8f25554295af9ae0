import type { Measurement } from './types'

/** The catalogue bench's figures (./catalogue.ts): each read on the demo and at 100x, and their ratio. */

export const FACTOR = 100

export interface Compared {
  subject: string
  metric: string
  unit: string
  demo: number
  large: number
  precision?: number
  /** Budget on the 100x value. */
  max?: number
  /** Budgets on the ratio 100x / demo. */
  maxRatio?: number
  minRatio?: number
}

/** 100x over the demo; two zeros (no blocking time on either) are the same figure, not NaN. */
const ratioOf = (row: Pick<Compared, 'demo' | 'large'>) =>
  row.demo === 0 && row.large === 0 ? 1 : row.large / row.demo

export function toMeasurements(rows: Compared[]): Measurement[] {
  return rows.flatMap((row) => {
    const base = { subject: row.subject, unit: row.unit, precision: row.precision }
    const ratio = ratioOf(row)
    return [
      { ...base, metric: `${row.metric} demo`, value: row.demo },
      {
        ...base,
        metric: `${row.metric} ${FACTOR}x`,
        value: row.large,
        ...(row.max !== undefined && { budget: { max: row.max } }),
      },
      {
        subject: row.subject,
        metric: `${row.metric} ratio`,
        value: ratio,
        unit: 'x',
        precision: 2,
        ...((row.maxRatio !== undefined || row.minRatio !== undefined) && {
          budget: {
            ...(row.maxRatio !== undefined && { max: row.maxRatio }),
            ...(row.minRatio !== undefined && { min: row.minRatio }),
          },
        }),
      },
    ]
  })
}

export function printComparison(rows: Compared[]) {
  const format = (value: number, row: Compared) =>
    `${value.toFixed(row.precision ?? 0)} ${row.unit}`.trim()
  console.log(`\n[bench] catalogue: demo vs ${FACTOR}x`)
  for (const row of rows) {
    const ratio = ratioOf(row).toFixed(2)
    console.log(
      `  ${`${row.subject} ${row.metric}`.padEnd(42)} ${format(row.demo, row).padStart(12)} ${format(row.large, row).padStart(12)}  x${ratio}`,
    )
  }
}
