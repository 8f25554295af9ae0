import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/** scripts/test-summary.mjs, the totals at the end of .ci/run, on a log made of the runners' lines. */
const SCRIPT = fileURLToPath(new URL('../../scripts/test-summary.mjs', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'test-summary-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function summarize(log: string): string {
  const file = join(dir, 'ci.log')
  writeFileSync(file, log)
  return execFileSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' })
}

describe('test summary', () => {
  it('counts a Playwright run that took minutes, as well as vitest and the engine smoke', () => {
    const out = summarize(
      [
        '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m1014 passed\u001b[39m\u001b[22m\u001b[90m (1014)\u001b[39m',
        '      Tests  853 passed | 3 skipped (856)',
        'Running 84 tests using 1 worker',
        '  84 passed (11.3m)',
        '[engines] 12 passed, 0 failed, 0 skipped (firefox and webkit in 63.9s)',
      ].join('\n'),
    )
    expect(out).toContain('playwright: 84 passed')
    expect(out).toContain('total: 1963 passed, 0 failed, 3 skipped')
  })

  it('counts failures and flaky tests of Playwright, whatever the unit of its time', () => {
    const out = summarize(
      [
        '  2 failed',
        '  1 flaky',
        '  40 passed (41.2s)',
        '  3 passed (1.2h)',
        '  5 passed (900ms)',
      ].join('\n'),
    )
    expect(out).toContain('total: 49 passed, 2 failed, 0 skipped')
  })
})
