/**
 * What every bench suite produces: rows of one table. A suite is a module (bundle.ts now,
 * lighthouse.ts and api-load.ts later) exporting a `BenchSuite`; run.ts runs the ones asked for.
 */
export interface Budget {
  /** The value must not exceed this (sizes, timings). */
  max?: number
  /** The value must reach at least this (scores, throughput). */
  min?: number
}

export interface Measurement {
  /** What was measured on: a route, an endpoint. */
  subject: string
  metric: string
  value: number
  unit: string
  /** Digits shown after the decimal point. */
  precision?: number
  budget?: Budget
  /** Extra lines printed under the table with --verbose (which files, which requests). */
  details?: string[]
}

export interface BenchSuite {
  name: string
  description: string
  run(options: { root: string; verbose: boolean }): Promise<Measurement[]>
}

export function withinBudget(measurement: Measurement): boolean {
  const { budget, value } = measurement
  if (!budget) return true
  if (budget.max !== undefined && value > budget.max) return false
  if (budget.min !== undefined && value < budget.min) return false
  return true
}
