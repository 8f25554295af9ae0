import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { embedPlayerPath } from '../contract/embed-paths'
import { startServer, type RunningServer } from '../e2e/support/server'
import type { BenchSuite, Measurement } from './types'

/**
 * Lighthouse (its default config: the mobile preset, simulated throttling) in Debian's Chromium
 * on the public pages, against the built SPA served by the real server (`tsx server/main.ts`)
 * with the demo data seeded into a temporary data directory. Budgets: ARCHITECTURE.md "Budgets".
 *
 * LIGHTHOUSE_BASE_URL points the suite at a server already running (no seeding, faster);
 * LIGHTHOUSE_RUNS (default 3: Lighthouse's own advice is never to trust a single run) runs each
 * page that many times and keeps the median run by performance score. Reports land in bench/results/lighthouse/.
 */

/**
 * The embeddable player (embed.html), audited on the demo's first track: its id is known only
 * once the server has seeded, so the page is named by this pattern until then.
 */
export const EMBED_PAGE = '/embed/music/:id'

export const LIGHTHOUSE_PAGES = [
  '/',
  '/musics',
  '/gallery',
  '/artists',
  '/producers',
  '/filmmakers',
  EMBED_PAGE,
]

export const CATEGORY_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const
type Category = keyof typeof CATEGORY_BUDGETS

/**
 * Categories a page is measured in but not held to. The player is `noindex` on purpose (other
 * sites frame it; the track's own page is the one to index), which Lighthouse's SEO category
 * counts against it.
 */
export const UNGATED: Record<string, Category[]> = { [EMBED_PAGE]: ['seo'] }

/** The address to audit: the player's on the first track the server lists. */
export async function pageAddress(baseURL: string, page: string): Promise<string> {
  if (page !== EMBED_PAGE) return page
  const response = await fetch(`${baseURL}/api/v1/music`)
  const body = (await response.json()) as { data?: { docs?: { _id?: string }[] } }
  const id = body.data?.docs?.[0]?._id
  if (!response.ok || !id) throw new Error(`no track at ${baseURL}/api/v1/music to embed`)
  return embedPlayerPath(id)
}

const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
}

const METRICS = [
  { audit: 'largest-contentful-paint', metric: 'LCP', unit: 'ms', precision: 0 },
  { audit: 'total-blocking-time', metric: 'TBT', unit: 'ms', precision: 0 },
  { audit: 'cumulative-layout-shift', metric: 'CLS', unit: '', precision: 3 },
] as const

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // The machines reach no host but package registries: background services would only fail.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The real server on seeded demo data, as `npm start` runs it (the SPA must be built). */
async function startSeededServer(root: string, log: (line: string) => void) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'kigali-lighthouse-'))
  const started = Date.now()
  log('starting the server and seeding the demo data (30-70 s)...')
  try {
    const server = await startServer({
      root,
      dataDir: path.join(tempDir, 'data'),
      logFile: path.join(tempDir, 'server.log'),
      env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    })
    log(`server ready at ${server.baseURL} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    return {
      baseURL: server.baseURL,
      stop: async () => {
        await server.stop()
        rmSync(tempDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true })
    throw error
  }
}

/** What kept a category below 100: its failing audits, heaviest first. */
function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .filter(({ audit }) => audit!.scoreDisplayMode !== 'informative')
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ audit }) => {
      const value = audit!.displayValue ? ` (${audit!.displayValue})` : ''
      return `${audit!.id}: score ${audit!.score}${value}`
    })
}

function median(results: Result[]): Result {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  )
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART, NO_FCP ...) is to run it again. */
const ATTEMPTS = 3

async function audit(url: string, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: Object.keys(CATEGORY_BUDGETS),
    })
    const failure = !result
      ? 'Lighthouse returned nothing'
      : result.lhr.runtimeError
        ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
        : undefined
    if (result && !failure) return result
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${failure}`)
    log(`${url}: attempt ${attempt} failed (${failure}); running it again`)
  }
}

function slug(page: string) {
  return page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-')
}

export const lighthouseSuite: BenchSuite = {
  name: 'lighthouse',
  description: 'Lighthouse (mobile preset, Chromium) on the public pages with demo data',
  async run({ root, verbose }) {
    const log = (line: string) => console.log(`[bench] lighthouse: ${line}`)
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3)
    const reportDir = path.join(root, 'bench', 'results', 'lighthouse')
    mkdirSync(reportDir, { recursive: true })

    const external = process.env.LIGHTHOUSE_BASE_URL
    const server: Pick<RunningServer, 'baseURL' | 'stop'> = external
      ? { baseURL: external.replace(/\/$/, ''), stop: () => Promise.resolve() }
      : await startSeededServer(root, log)

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    })
    const rows: Measurement[] = []
    try {
      for (const page of LIGHTHOUSE_PAGES) {
        const address = await pageAddress(server.baseURL, page)
        const results: Result[] = []
        for (let run = 0; run < runs; run++) {
          const result = await audit(`${server.baseURL}${address}`, chrome.port, log)
          results.push(result.lhr)
          if (run === 0 || result.lhr === median(results)) {
            writeFileSync(path.join(reportDir, `${slug(page)}.html`), String(result.report))
          }
        }
        const lhr = median(results)
        writeFileSync(path.join(reportDir, `${slug(page)}.json`), JSON.stringify(lhr))
        if (verbose) for (const warning of lhr.runWarnings) log(`${page}: ${warning}`)

        for (const [category, min] of Object.entries(CATEGORY_BUDGETS) as [Category, number][]) {
          const score = lhr.categories[category]?.score
          rows.push({
            subject: page,
            metric: CATEGORY_NAMES[category],
            value: score === null || score === undefined ? 0 : Math.round(score * 100),
            unit: '',
            ...(UNGATED[page]?.includes(category) ? {} : { budget: { min } }),
            details: failingAudits(lhr, category),
          })
        }
        for (const { audit, metric, unit, precision } of METRICS) {
          rows.push({
            subject: page,
            metric,
            value: lhr.audits[audit]?.numericValue ?? Number.NaN,
            unit,
            precision,
          })
        }
        const summary = rows
          .slice(-7)
          .map((row) => `${row.metric} ${row.value.toFixed(row.precision ?? 0)}`)
        log(`${page}: ${summary.join(', ')}`)
      }
    } finally {
      chrome.kill()
      await server.stop()
    }
    return rows
  },
}
