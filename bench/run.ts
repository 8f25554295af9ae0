import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiLoadSuite } from './api-load'
import { bundleSuite } from './bundle'
import { catalogueSuite } from './catalogue'
import { lighthouseSuite } from './lighthouse'
import { listenerSuite } from './listener'
import { twoNodesSuite } from './two-nodes'
import { withinBudget, type BenchSuite, type Measurement } from './types'

/**
 * `npm run bench [-- suite ...] [--verbose]`: runs the suites (all by default), prints one table,
 * writes bench/results/latest.json and exits 1 when a budget is missed.
 */
const SUITES: BenchSuite[] = [
  bundleSuite,
  lighthouseSuite,
  listenerSuite,
  apiLoadSuite,
  twoNodesSuite,
  catalogueSuite,
]

const root = fileURLToPath(new URL('..', import.meta.url))

interface Row extends Measurement {
  suite: string
  passed: boolean
}

function formatValue(row: Measurement): string {
  return `${row.value.toFixed(row.precision ?? 0)} ${row.unit}`.trim()
}

function formatBudget(row: Measurement): string {
  const { budget } = row
  if (!budget) return '-'
  const parts: string[] = []
  if (budget.max !== undefined) parts.push(`<= ${budget.max} ${row.unit}`.trim())
  if (budget.min !== undefined) parts.push(`>= ${budget.min} ${row.unit}`.trim())
  return parts.join(', ')
}

function printTable(rows: Row[]) {
  const header = ['suite', 'subject', 'metric', 'value', 'budget', 'status']
  const cells = rows.map((row) => [
    row.suite,
    row.subject,
    row.metric,
    formatValue(row),
    formatBudget(row),
    row.budget ? (row.passed ? 'ok' : 'OVER BUDGET') : '',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]!.length)),
  )
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const values of cells) console.log(line(values))
}

async function main() {
  const args = process.argv.slice(2)
  const verbose = args.includes('--verbose')
  const names = args.filter((arg) => !arg.startsWith('--'))
  const unknown = names.filter((name) => !SUITES.some((suite) => suite.name === name))
  if (unknown.length > 0) {
    console.error(
      `unknown suite(s): ${unknown.join(', ')}; known: ${SUITES.map((s) => s.name).join(', ')}`,
    )
    process.exit(2)
  }
  const selected = names.length > 0 ? SUITES.filter((suite) => names.includes(suite.name)) : SUITES

  const rows: Row[] = []
  for (const suite of selected) {
    console.log(`[bench] ${suite.name}: ${suite.description}`)
    const measurements = await suite.run({ root, verbose })
    rows.push(...measurements.map((m) => ({ ...m, suite: suite.name, passed: withinBudget(m) })))
  }

  console.log('')
  printTable(rows)
  if (verbose) {
    for (const row of rows.filter((r) => r.details?.length)) {
      console.log(`\n${row.suite} ${row.subject} ${row.metric}:`)
      for (const detail of row.details ?? []) console.log(`  ${detail}`)
    }
  }

  const resultsDir = path.join(root, 'bench', 'results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
  )

  const failed = rows.filter((row) => !row.passed)
  if (failed.length > 0) {
    console.error(
      `\n[bench] ${failed.length} budget(s) missed: ${failed.map((r) => `${r.subject} ${r.metric}`).join('; ')}`,
    )
    process.exit(1)
  }
  console.log(`\n[bench] every budget holds (${rows.filter((r) => r.budget).length} checked)`)
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
