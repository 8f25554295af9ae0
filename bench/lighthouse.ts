import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import type { Result } from 'lighthouse'
import { startServer } from '../e2e/support/server'
import { embedPlayerPath } from '../contract/embed-paths'
import { startProxy, type Proxy } from './floor'
import {
  CATEGORIES,
  CATEGORY_NAMES,
  TIMINGS,
  AuditFailure,
  DEFAULT_CPU_SLOWDOWN,
  audit,
  calibratedSlowdown,
  failingAudits,
  launchAuditBrowser,
  mainThreadCpuMs,
  medianOf,
  medianRun,
  nearItsBudget,
  pairedMedian,
  timingOf,
  type AuditBrowser,
  type Timing,
} from './lighthouse-audit'
import { buildPreviousRelease, previousReleaseRef } from './previous-release'
import type { BenchSuite, Measurement } from './types'

/**
 * Lighthouse (its default config: the mobile preset, simulated throttling) in Debian's Chromium
 * on the public pages, each measured beside its floor (the same HTML without scripts, ./floor.ts)
 * and beside the previous release (./previous-release.ts), interleaved in one run. The timing
 * budgets are relative to those two, so any machine agrees on them; the absolute scores are
 * printed, and only the categories that do not depend on timing are held at 100
 * (docs/decisions/022-relative-budgets.md).
 *
 * LIGHTHOUSE_BASE_URL points the suite at a server already running (no seeding, faster);
 * LIGHTHOUSE_RUNS (default 3) runs each page that many times, medians kept, and a page whose
 * relative timings land near a budget runs LIGHTHOUSE_EXTRA_RUNS more (default 2; 0 turns it off,
 * docs/decisions/045-more-rounds-near-a-budget.md); LIGHTHOUSE_ONLY
 * (e.g. `/,/musics`) measures only those pages; BENCH_BASELINE=off leaves the previous release out;
 * LIGHTHOUSE_CPU_SLOWDOWN sets the CPU factor instead of calibrating it (`4` is Lighthouse's own).
 * Reports land in bench/results/lighthouse/, with every run's timings in runs.json.
 */

/** The embeddable player (embed.html), on the first track the API lists. */
export const EMBED_PAGE = '/embed/music/:id'

/**
 * The public pages issue 16 measures: home, the five lists, and one detail page each of an
 * artist, a producer and a track (the first the API lists, resolved against the server measured),
 * then the embeddable player on that track.
 */
export const LIGHTHOUSE_PAGES: (
  string | { list: string; page: (id: string) => string; name?: string }
)[] = [
  '/',
  '/musics',
  '/gallery',
  '/artists',
  '/producers',
  '/filmmakers',
  { list: '/api/v1/artist', page: (id) => `/artist/${encodeURIComponent(id)}` },
  { list: '/api/v1/producer', page: (id) => `/producer/${encodeURIComponent(id)}` },
  { list: '/api/v1/music', page: (id) => `/musics/${encodeURIComponent(id)}` },
  { list: '/api/v1/music', page: embedPlayerPath, name: EMBED_PAGE },
]

/**
 * Each page is measured as a browser asking for English and as one asking for French (its
 * Accept-Language; the server renders the page in that language, decision 012).
 */
export const LIGHTHOUSE_LANGUAGES = [
  { code: 'en', acceptLanguage: 'en-US,en;q=0.9' },
  { code: 'fr', acceptLanguage: 'fr-FR,fr;q=0.9' },
] as const

/**
 * Budgets relative to the floor and to the previous release, of the median of the runs. The
 * previous release's allowance is the run-to-run noise of a median of three on this machine kind.
 */
export const RELATIVE_BUDGETS = {
  mainThreadToFloor: 2,
  tbtOverFloorMs: 100,
  lcpOverFloorMs: 150,
  mainThreadToPrevious: 1.2,
  tbtOverPreviousMs: 100,
  lcpOverPreviousMs: 100,
} as const

/** Held at 100 on every machine: they do not depend on how fast it is. */
const GATED_CATEGORIES = new Set(['accessibility', 'best-practices', 'seo'])

type Variant = 'page' | 'floor' | 'previous'
const emptyResults = (): Record<Variant, Result[]> => ({ page: [], floor: [], previous: [] })
/** Each run's main-thread CPU (mainThreadCpuMs), by variant, in the order of the results. */
type CpuTimes = Record<Variant, number[]>
const emptyCpuTimes = (): CpuTimes => ({ page: [], floor: [], previous: [] })

/** The real server on seeded demo data, as `npm start` runs it (the SPA must be built in root). */
export async function startSeededServer(root: string, log: (line: string) => void) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'kigali-lighthouse-'))
  const started = Date.now()
  log(`starting the server of ${root} and seeding the demo data (30-70 s)...`)
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

function slug(page: string, language: string) {
  const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-')
  return `${name}.${language}`
}

/**
 * The pages' paths, detail pages resolved to the first item the server lists, with the name their
 * budgets go by.
 */
async function resolvePages(baseURL: string): Promise<{ address: string; name: string }[]> {
  return Promise.all(
    LIGHTHOUSE_PAGES.map(async (entry) => {
      if (typeof entry === 'string') return { address: entry, name: entry }
      const response = await fetch(`${baseURL}${entry.list}?limit=1`)
      type Item = { _id: string }
      const body = (await response.json()) as Item[] | { data?: Item[] | { docs?: Item[] } }
      const data = Array.isArray(body) ? body : body.data
      const first = (Array.isArray(data) ? data : data?.docs)?.[0]?._id
      if (!first) throw new Error(`${entry.list} lists nothing: seed the demo data first`)
      const address = entry.page(first)
      return { address, name: entry.name ?? address }
    }),
  )
}

interface Origins {
  page: Proxy
  floor: Proxy
  previous?: Proxy
}

/** Scores of the page's median run; the category budgets only where timing plays no part. */
function scoreRows(subject: string, lhr: Result, isEmbed: boolean): Measurement[] {
  return CATEGORIES.map((category) => {
    const score = lhr.categories[category]?.score
    // The player is `noindex` on purpose (a frame of another site's page), which SEO counts.
    const gated = GATED_CATEGORIES.has(category) && !(isEmbed && category === 'seo')
    return {
      subject,
      metric: CATEGORY_NAMES[category],
      value: score === null || score === undefined ? 0 : Math.round(score * 100),
      unit: '',
      ...(gated && { budget: { min: 100 } }),
      details: failingAudits(lhr, category),
    }
  })
}

/**
 * The main thread's CPU time beside Lighthouse's figure, and its paired ratios to the floor and
 * the previous release: printed, not held (docs/decisions/047-main-thread-cpu-beside-lighthouse.md).
 */
function cpuRows(subject: string, cpu: CpuTimes): Measurement[] {
  const measured = cpu.page.filter(Number.isFinite)
  if (measured.length === 0) return []
  const metric = 'main thread CPU'
  const rows: Measurement[] = [{ subject, metric, value: medianOf(measured), unit: 'ms' }]
  for (const baseline of ['floor', 'previous'] as const) {
    // A run without the figure (mainThreadCpuMs gives NaN) is left out with its round; how often
    // that happens is in decision 047.
    const rounds = cpu.page
      .map((page, round) => [page, cpu[baseline][round] ?? Number.NaN] as const)
      .filter(([page, base]) => Number.isFinite(page) && Number.isFinite(base))
    if (rounds.length === 0) continue
    const [pages, bases] = [rounds.map(([page]) => page), rounds.map(([, base]) => base)]
    rows.push({ subject, metric: `${metric} ${baseline}`, value: medianOf(bases), unit: 'ms' })
    rows.push({
      subject,
      metric: `${metric} / ${baseline}`,
      value: pairedMedian(pages, bases, (page, base) => page / base),
      unit: 'x',
      precision: 2,
    })
  }
  return rows
}

/**
 * How many rounds the medians hold, at least one; a round lost (every attempt of one of its
 * audits failed) is printed beside it.
 */
function roundsRow(subject: string, rounds: number, lost: number): Measurement {
  return {
    subject,
    metric: 'rounds',
    value: rounds,
    unit: '',
    budget: { min: 1 },
    ...(lost > 0 && { details: [`${lost} round${lost === 1 ? '' : 's'} lost`] }),
  }
}

/** Each timing of the page, its floor and the previous release, and the relative budgets. */
function timingRows(
  subject: string,
  runs: Record<Variant, Result[]>,
  isEmbed: boolean,
): Measurement[] {
  const values = (variant: Variant, timing: Timing) =>
    runs[variant].map((lhr) => timingOf(lhr, timing))
  const ratio = (page: number, baseline: number) => page / baseline
  const difference = (page: number, baseline: number) => page - baseline
  const rows: Measurement[] = []
  // The player is rendered in the browser: it has no floor, and its timings are printed only.
  const gate = (budget: { max: number }) => (isEmbed ? {} : { budget })
  const hasFloor = runs.floor.length > 0
  const hasPrevious = runs.previous.length > 0
  for (const timing of Object.keys(TIMINGS) as Timing[]) {
    const page = values('page', timing)
    const floor = values('floor', timing)
    const previous = values('previous', timing)
    rows.push({ subject, metric: timing, value: medianOf(page), unit: 'ms' })
    if (hasFloor)
      rows.push({ subject, metric: `${timing} floor`, value: medianOf(floor), unit: 'ms' })
    if (hasPrevious)
      rows.push({ subject, metric: `${timing} previous`, value: medianOf(previous), unit: 'ms' })
    // The budgets compare each run with its own round's baseline (decision 038): main-thread time
    // as a ratio, TBT and LCP as a difference.
    const isRatio = timing === 'main thread'
    const compared = (baseline: number[], name: string, max: number): Measurement => ({
      subject,
      metric: isRatio ? `${timing} / ${name}` : `${timing} - ${name}`,
      value: pairedMedian(page, baseline, isRatio ? ratio : difference),
      unit: isRatio ? 'x' : 'ms',
      ...(isRatio && { precision: 2 }),
      ...gate({ max }),
    })
    const budgets = isRatio
      ? {
          floor: RELATIVE_BUDGETS.mainThreadToFloor,
          previous: RELATIVE_BUDGETS.mainThreadToPrevious,
        }
      : timing === 'TBT'
        ? { floor: RELATIVE_BUDGETS.tbtOverFloorMs, previous: RELATIVE_BUDGETS.tbtOverPreviousMs }
        : { floor: RELATIVE_BUDGETS.lcpOverFloorMs, previous: RELATIVE_BUDGETS.lcpOverPreviousMs }
    if (hasFloor) rows.push(compared(floor, 'floor', budgets.floor))
    if (hasPrevious) rows.push(compared(previous, 'previous', budgets.previous))
  }
  return rows
}

/**
 * How busy the machine was while it measured (the 1-minute load average after each audit,
 * median): with other work beside it, one round's page and floor can land on different moments
 * and the ratios spread far beyond the budgets' margins (decision 038). Printed, not held.
 */
function machineLoad(loads: number[], log: (line: string) => void): Measurement {
  const cores = availableParallelism()
  const load = medianOf(loads)
  if (load > BUSY_LOAD_PER_CORE * cores)
    log(
      `the machine was busy (load average ${load.toFixed(1)} on ${cores} cores): its ratios are not ` +
        'comparable with a quiet run; run the suite again with nothing beside it',
    )
  return {
    subject: 'machine',
    metric: `load average (${cores} cores)`,
    value: load,
    unit: '',
    precision: 1,
  }
}

/** Audits of the home page's floor the CPU factor is calibrated on (median kept). */
const CALIBRATION_RUNS = 5

/**
 * The CPU factor every audit of the run uses: the one at which this machine emulates the phone
 * the budgets were set on (decision 039), unless LIGHTHOUSE_CPU_SLOWDOWN names one.
 */
async function calibrate(floor: Proxy, browser: AuditBrowser, log: (line: string) => void) {
  const fixed = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  if (fixed > 0) {
    log(`CPU slowdown ${fixed}x, as LIGHTHOUSE_CPU_SLOWDOWN says (not calibrated)`)
    return { slowdown: fixed, floorMs: [] as number[] }
  }
  const floorMs: number[] = []
  const [english] = LIGHTHOUSE_LANGUAGES
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    try {
      const { lhr } = await audit(`${floor.baseURL}/`, browser, english.acceptLanguage, log)
      floorMs.push(timingOf(lhr, 'main thread'))
    } catch (error) {
      // The median of the runs that worked; with none, calibratedSlowdown keeps 4x.
      if (!(error instanceof AuditFailure)) throw error
      log(`calibration run ${run + 1} lost: ${error.message}`)
    }
  }
  const slowdown = calibratedSlowdown(floorMs)
  log(
    `the home page's floor took ${floorMs.map(Math.round).join(', ')} ms of main thread at ` +
      `${DEFAULT_CPU_SLOWDOWN}x: the audits run at ${slowdown}x`,
  )
  return { slowdown, floorMs }
}

/** Lighthouse and the three servers alone keep a 2-core machine near 1 per core. */
const BUSY_LOAD_PER_CORE = 1.5

async function startOrigins(root: string, log: (line: string) => void) {
  const stops: (() => Promise<void>)[] = []
  const external = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '')
  let baseURL = external
  if (!baseURL) {
    const server = await startSeededServer(root, log)
    stops.push(server.stop)
    baseURL = server.baseURL
  }
  let previousURL: string | undefined
  if (process.env.BENCH_BASELINE !== 'off') {
    const ref = previousReleaseRef(root)
    const { dir } = buildPreviousRelease(root, ref, log)
    const server = await startSeededServer(dir, log)
    stops.push(server.stop)
    previousURL = server.baseURL
  }
  const origins: Origins = {
    page: await startProxy(baseURL, false),
    floor: await startProxy(baseURL, true),
    ...(previousURL && { previous: await startProxy(previousURL, false) }),
  }
  const stop = async () => {
    await Promise.all(Object.values(origins).map((proxy: Proxy) => proxy.close()))
    for (const stopServer of stops.reverse()) await stopServer()
  }
  return { baseURL, origins, stop }
}

export const lighthouseSuite: BenchSuite = {
  name: 'lighthouse',
  description:
    'Lighthouse (mobile preset, Chromium) on the public pages, beside their floor and the previous release',
  async run({ root }) {
    const log = (line: string) => console.log(`[bench] lighthouse: ${line}`)
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3)
    const extraRuns = Math.max(0, Number(process.env.LIGHTHOUSE_EXTRA_RUNS ?? 2) || 0)
    const reportDir = path.join(root, 'bench', 'results', 'lighthouse')
    mkdirSync(reportDir, { recursive: true })

    const { baseURL, origins, stop } = await startOrigins(root, log)
    // The servers stop even when the browser does not start (no Chromium installed).
    const browser = await launchAuditBrowser().catch(async (error: unknown) => {
      await stop()
      throw error
    })
    const variants = (['page', 'floor', 'previous'] as const).filter((variant) => origins[variant])
    try {
      const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean)
      // The previous release seeds its own demo data, with ids of its own: a detail page there is
      // its own first item, not an address that would be its 404 page.
      const previousPages = origins.previous && (await resolvePages(origins.previous.baseURL))
      const pages = (await resolvePages(baseURL))
        .map((page, index) => ({ ...page, previousAddress: previousPages?.[index]?.address }))
        .filter(
          ({ name }) =>
            !only || only.includes(name) || only.includes(name.replace(/[^/]+$/, ':id')),
        )
      const subjects = pages.flatMap(({ address, previousAddress, name }) =>
        (name === EMBED_PAGE ? LIGHTHOUSE_LANGUAGES.slice(0, 1) : LIGHTHOUSE_LANGUAGES).map(
          (language) => ({
            address,
            previousAddress: previousAddress ?? address,
            name,
            language,
            results: emptyResults(),
            cpu: emptyCpuTimes(),
            lostRounds: 0,
          }),
        ),
      )
      const calibration = await calibrate(origins.floor, browser, log)
      // Run by run, each page beside its floor and the previous release: a slower moment of the
      // machine falls on all three alike.
      const loads: number[] = []
      const measureRound = async (measured: typeof subjects) => {
        for (const subject of measured) {
          // A round counts only with all its variants: the budgets pair them (decision 038).
          const round: { variant: Variant; result: Awaited<ReturnType<typeof audit>> }[] = []
          try {
            for (const variant of variants) {
              // The player is drawn by its script: without it the frame paints nothing, which
              // Lighthouse cannot measure (NO_FCP). It has no floor.
              if (variant === 'floor' && subject.name === EMBED_PAGE) continue
              const origin = origins[variant]!
              const address = variant === 'previous' ? subject.previousAddress : subject.address
              const result = await audit(
                `${origin.baseURL}${address}`,
                browser,
                subject.language.acceptLanguage,
                log,
                calibration.slowdown,
              )
              round.push({ variant, result })
              loads.push(loadavg()[0] ?? 0)
            }
          } catch (error) {
            if (!(error instanceof AuditFailure)) throw error
            subject.lostRounds++
            log(`${subject.address} (${subject.language.code}): round lost, ${error.message}`)
            continue
          }
          for (const { variant, result } of round) {
            subject.results[variant].push(result.lhr)
            subject.cpu[variant].push(mainThreadCpuMs(result.artifacts.Trace, calibration.slowdown))
            if (variant === 'page' && result.lhr === medianRun(subject.results.page))
              writeFileSync(
                path.join(reportDir, `${slug(subject.address, subject.language.code)}.html`),
                String(result.report),
              )
          }
        }
      }
      for (let run = 0; run < runs; run++) {
        await measureRound(subjects)
        log(`run ${run + 1} of ${runs} done`)
      }
      // A lost round is run once more at the end, so that one bad moment leaves its page with as
      // many rounds as the others.
      const short = subjects.filter(({ lostRounds }) => lostRounds > 0)
      for (let run = 0; run < Math.max(0, ...short.map(({ lostRounds }) => lostRounds)); run++) {
        await measureRound(short.filter(({ lostRounds }) => lostRounds > run))
        log(`make-up run ${run + 1} done`)
      }
      // A verdict the first rounds leave too close to call gets more rounds of its page, its floor
      // and the previous release, still interleaved; every round counts in the medians.
      const close = subjects.filter(({ address, name, language, results }) =>
        timingRows(`${address} (${language.code})`, results, name === EMBED_PAGE).some(
          nearItsBudget,
        ),
      )
      if (extraRuns > 0 && close.length > 0) {
        log(
          `near a budget after ${runs} runs: ${close
            .map(({ address, language }) => `${address} (${language.code})`)
            .join(', ')}; ${extraRuns} more runs of ${close.length === 1 ? 'it' : 'them'}`,
        )
        for (let run = 0; run < extraRuns; run++) {
          await measureRound(close)
          log(`extra run ${run + 1} of ${extraRuns} done`)
        }
      }
      // Every run's timings, page by page and variant by variant, to recompute any statistic.
      const timings = subjects.map(({ address, language, results, cpu }) => ({
        page: address,
        language: language.code,
        runs: Object.fromEntries(
          variants.map((variant) => [
            variant,
            {
              ...Object.fromEntries(
                (Object.keys(TIMINGS) as Timing[]).map((timing) => [
                  timing,
                  results[variant].map((lhr) => timingOf(lhr, timing)),
                ]),
              ),
              'main thread CPU': cpu[variant],
            },
          ]),
        ),
      }))
      writeFileSync(
        path.join(reportDir, 'runs.json'),
        JSON.stringify({ calibration, pages: timings }, null, 2),
      )
      const rows: Measurement[] = []
      for (const { address, name, language, results, cpu, lostRounds } of subjects) {
        const subject = `${address} (${language.code})`
        const isEmbed = name === EMBED_PAGE
        if (results.page.length === 0) {
          // Nothing to judge the page by: a miss, not a row of NaN that no budget catches.
          rows.push(roundsRow(subject, 0, lostRounds))
          continue
        }
        const lhr = medianRun(results.page)
        writeFileSync(
          path.join(reportDir, `${slug(address, language.code)}.json`),
          JSON.stringify(lhr),
        )
        const before = rows.length
        rows.push(
          ...scoreRows(subject, lhr, isEmbed),
          roundsRow(subject, results.page.length, lostRounds),
          ...timingRows(subject, results, isEmbed),
          ...cpuRows(subject, cpu),
        )
        log(
          `${subject}: ${rows
            .slice(before)
            .filter((row) => !row.metric.includes(' '))
            .map((row) => `${row.metric} ${row.value.toFixed(row.precision ?? 0)}`)
            .join(', ')}`,
        )
      }
      rows.push(machineLoad(loads, log), {
        subject: 'machine',
        metric: 'CPU slowdown',
        value: calibration.slowdown,
        unit: 'x',
        precision: 2,
      })
      return rows
    } finally {
      browser.kill()
      await stop()
    }
  },
}
