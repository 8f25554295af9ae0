import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result, Trace, TraceEvent } from 'lighthouse'
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'
import type { Measurement } from './types'

/** One Lighthouse audit in Debian's Chromium, and what a report says of a page. */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = [
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

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
}

/** The timings compared with the floor and the previous release, by their audit. */
export const TIMINGS = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  'main thread': 'mainthread-work-breakdown',
} as const
export type Timing = keyof typeof TIMINGS

/** What kept a category below 100: its failing audits, heaviest first. */
export function failingAudits(lhr: Result, category: Category): string[] {
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

export function medianRun(results: Result[]): Result {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  )
  return sorted[Math.floor(sorted.length / 2)]!
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * `compare` of the page's and a baseline's run of the same round (page, floor and previous release
 * are measured one after the other, so a slower moment of the machine falls on all three), and the
 * median of those: a run where the machine was busy moves both sides of its own pair, where a
 * ratio of two medians may take them from different moments (docs/decisions/038).
 */
export function pairedMedian(
  page: number[],
  baseline: number[],
  compare: (page: number, baseline: number) => number,
): number {
  const pairs = Math.min(page.length, baseline.length)
  return medianOf(Array.from({ length: pairs }, (_, run) => compare(page[run]!, baseline[run]!)))
}

/**
 * How near its budget a relative timing may land on the first rounds before its page is measured
 * for more rounds: within 12.5% of a ratio's budget (1.75x of 2x), within 50 ms of a difference's.
 * Why, with the figures: docs/decisions/045-more-rounds-near-a-budget.md.
 */
export const NEAR_BUDGET = { ratio: 0.125, ms: 50 } as const

/** Whether a relative timing's verdict is too close to call on the rounds measured so far. */
export function nearItsBudget(row: Measurement): boolean {
  const max = row.budget?.max
  if (max === undefined || Number.isNaN(row.value)) return false
  if (row.unit === 'x') return row.value > max * (1 - NEAR_BUDGET.ratio)
  if (row.unit === 'ms') return row.value > max - NEAR_BUDGET.ms
  return false
}

export const timingOf = (lhr: Result, timing: Timing) =>
  lhr.audits[TIMINGS[timing]]?.numericValue ?? Number.NaN

/**
 * The CPU the page's main thread used over Lighthouse's trace, times the CPU factor: the same
 * top-level tasks as Lighthouse's main-thread figure, each counted by its thread time (`tdur`:
 * the time the thread ran) instead of its wall time. On a machine of two cores a task also waits
 * for a core, or for another process, and Lighthouse's figure counts that wait as work; this one
 * does not (docs/decisions/047-main-thread-cpu-beside-lighthouse.md). NaN when a top-level task
 * has no thread time, or Lighthouse's processing refuses the trace.
 */
export function mainThreadCpuMs(trace: Trace, cpuSlowdown: number): number {
  let tasks: ReturnType<typeof MainThreadTasks.getMainThreadTasks>
  try {
    // The fields used here, as lighthouse's types declare them (through a global namespace that
    // ESLint's type service does not load).
    const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(
      trace,
    ) as unknown as {
      mainThreadEvents: TraceEvent[]
      frames: { id: string; url: string }[]
      timestamps: { traceEnd: number; timeOrigin: number }
    }
    tasks = MainThreadTasks.getMainThreadTasks(
      mainThreadEvents,
      frames,
      timestamps.traceEnd,
      timestamps.timeOrigin,
    )
  } catch {
    // A trace Lighthouse's processing refuses (no navigation in it) has no figure; the run's
    // other figures stand.
    return Number.NaN
  }
  let threadMicros = 0
  for (const task of tasks) {
    if (task.parent) continue
    const threadTime = threadTimeOf(task.event, task.endEvent)
    if (threadTime === undefined) return Number.NaN
    threadMicros += threadTime
  }
  return (threadMicros / 1000) * cpuSlowdown
}

/**
 * A task's thread time in microseconds: a complete event's `tdur`, or the difference of the thread
 * clocks (`tts`) of a begin and end pair. Chromium writes both; Lighthouse's types leave them out.
 */
function threadTimeOf(event: TraceEvent, endEvent: TraceEvent | undefined): number | undefined {
  const { tdur, tts } = event as { tdur?: number; tts?: number }
  if (tdur !== undefined) return tdur
  const end = (endEvent as { tts?: number } | undefined)?.tts
  return tts !== undefined && end !== undefined ? end - tts : undefined
}

/** The mobile preset's CPU factor: a phone this many times slower than the machine measuring. */
export const DEFAULT_CPU_SLOWDOWN = 4

/**
 * Main-thread time of the home page's floor (its HTML without scripts, in English) at
 * Lighthouse's 4x on the machines where the budgets were set: 322-396 ms in four quiet runs of
 * the suite (decision 039). The emulated phone is the one on which that floor takes this long.
 */
export const REFERENCE_FLOOR_MAIN_THREAD_MS = 380

/**
 * The CPU factor that makes this machine emulate the reference phone: Lighthouse's 4x scaled by
 * how much longer (or shorter) the floor took here than on the reference machines. A machine
 * whose floor takes 3.6x as long emulates, at 4x, a phone 3.6x slower, where every task over
 * 50 ms blocks the more: a budget in milliseconds (TBT, LCP) would then fail on that machine
 * alone (docs/decisions/039-calibrated-phone.md).
 */
export function calibratedSlowdown(floorMainThreadMs: number[]): number {
  const measured = medianOf(floorMainThreadMs)
  if (!(measured > 0)) return DEFAULT_CPU_SLOWDOWN
  const factor = (DEFAULT_CPU_SLOWDOWN * REFERENCE_FLOOR_MAIN_THREAD_MS) / measured
  // Bounds against a broken measurement, far outside any machine seen (1.05-4.8).
  return Math.round(Math.min(16, Math.max(0.5, factor)) * 100) / 100
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART, NO_FCP ...) is to run it again. */
const ATTEMPTS = 3
/** The pause before the second attempt, doubled before the third: a busy moment can pass. */
const RETRY_PAUSE_MS = 2_000

/**
 * Why a run cannot be used, or undefined. Besides the errors Lighthouse reports, a run whose
 * main-thread audit has no figure, or 0 ms, is broken (one floor in about 60 runs of a page, its
 * floor and a variant, by hand): as a floor it would make its round's ratio infinite or NaN, as a
 * page it would hide the page's cost.
 */
export function whyFailed(lhr: Result | undefined): string | undefined {
  if (!lhr) return 'Lighthouse returned nothing'
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  if (!(timingOf(lhr, 'main thread') > 0)) return 'the trace holds no main-thread work'
  return undefined
}

/** An audit that failed every attempt: its round is lost, the run goes on. */
export class AuditFailure extends Error {}

/** The browser the audits drive, which a failed attempt replaces with a new one. */
export interface AuditBrowser {
  readonly port: number
  restart(): Promise<void>
  kill(): void
}

export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    })
  let chrome = await launch()
  return {
    get port() {
      return chrome.port
    },
    async restart() {
      chrome.kill()
      chrome = await launch()
    },
    kill: () => chrome.kill(),
  }
}

/**
 * `attempt` until `failure` finds nothing wrong with its result, at most ATTEMPTS times. Between
 * tries the browser is replaced and the run pauses: NO_NAVSTART came back three times in a row in
 * one browser on a busy machine, which ended the whole bench (issue 29). After the last try it
 * throws an AuditFailure, which the suites take as one lost round.
 */
export async function withRetries<T>(
  what: string,
  attempt: () => Promise<T>,
  failure: (result: T) => string | undefined,
  browser: Pick<AuditBrowser, 'restart'>,
  log: (line: string) => void,
  pauseMs = RETRY_PAUSE_MS,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    let why: string | undefined
    try {
      const result = await attempt()
      why = failure(result)
      if (!why) return result
    } catch (error) {
      why = error instanceof Error ? error.message : String(error)
    }
    if (tries >= ATTEMPTS)
      throw new AuditFailure(`${what}: ${tries} attempts failed, the last: ${why}`)
    log(`${what}: attempt ${tries} failed (${why}); a new browser runs it again`)
    await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** (tries - 1)))
    await browser.restart()
  }
}

export async function audit(
  url: string,
  browser: AuditBrowser,
  acceptLanguage: string,
  log: (line: string) => void,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
) {
  const result = await withRetries(
    url,
    () =>
      lighthouse(url, {
        port: browser.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        extraHeaders: { 'Accept-Language': acceptLanguage },
        // Merged into the mobile preset's throttling: only the CPU's factor changes.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      }),
    (result) => whyFailed(result?.lhr),
    browser,
    log,
  )
  return result!
}
