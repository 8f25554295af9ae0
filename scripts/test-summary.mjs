#!/usr/bin/env node
// Reads the output of a test run (vitest and Playwright, possibly several of each, and the
// cross-engine smoke) and prints each runner's closing figures plus one plain total line,
// "total: N passed, N failed, N skipped", so that whoever reads CI's log sees the counts without
// scrolling. Exits 1 when nothing ran.
import { readFileSync } from 'node:fs'

const file = process.argv[2]
if (!file) {
  console.error('usage: test-summary.mjs <log file>')
  process.exit(2)
}

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g
const lines = readFileSync(file, 'utf8').replace(ansi, '').split(/\r?\n/)
const totals = { passed: 0, failed: 0, skipped: 0 }
const runs = []

for (const line of lines) {
  // vitest: "      Tests  2 failed | 40 passed | 1 skipped (43)"
  const vitest = /^\s*Tests\s+(\S[^(]*)\(\d+\)\s*$/.exec(line)
  if (vitest) {
    runs.push(`vitest: ${vitest[1].trim()}`)
    for (const [, count, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      add(kind === 'todo' ? 'skipped' : kind, Number(count))
    }
    continue
  }
  // Playwright's list reporter: "  12 passed (41.2s)", "  84 passed (11.3m)", "  1 failed",
  // "  1 flaky", "  2 skipped". Its time may be in any unit.
  const playwright =
    /^\s+(\d+) (passed|failed|flaky|skipped|interrupted|did not run)(?: \([\d.]+[a-z]+\))?\s*$/.exec(
      line,
    )
  if (playwright) {
    const [, count, kind] = playwright
    runs.push(`playwright: ${count} ${kind}`)
    // A flaky test failed once and passed on its retry.
    const bucket =
      { passed: 'passed', flaky: 'passed', failed: 'failed', interrupted: 'failed' }[kind] ??
      'skipped'
    add(bucket, Number(count))
  }
}

for (const line of lines) {
  // The cross-engine smoke (e2e/engines/run.ts): "[engines] 12 passed, 0 failed, 0 skipped (…)"
  const engines = /^\[engines\] (\d+) passed, (\d+) failed, (\d+) skipped/.exec(line)
  if (!engines) continue
  runs.push(`engines: ${engines[1]} passed, ${engines[2]} failed, ${engines[3]} skipped`)
  add('passed', Number(engines[1]))
  add('failed', Number(engines[2]))
  add('skipped', Number(engines[3]))
}

function add(kind, count) {
  totals[kind] += count
}

console.log('---- test summary ----')
for (const run of runs) console.log(run)
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
if (totals.passed + totals.failed === 0) {
  console.error('no test ran')
  process.exit(1)
}
