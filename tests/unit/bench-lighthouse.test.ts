import { describe, expect, it } from 'vitest'
import type { Result, Trace } from 'lighthouse'
import {
  AuditFailure,
  calibratedSlowdown,
  DEFAULT_CPU_SLOWDOWN,
  mainThreadCpuMs,
  medianOf,
  nearItsBudget,
  pairedMedian,
  REFERENCE_FLOOR_MAIN_THREAD_MS,
  whyFailed,
  withRetries,
} from '../../bench/lighthouse-audit'

const ratio = (page: number, baseline: number) => page / baseline
const difference = (page: number, baseline: number) => page - baseline

describe('pairedMedian', () => {
  it('compares each run with the baseline of its own round, then takes the median', () => {
    // Round 2 ran on a busy moment: both sides doubled. Its pair still says 2x.
    const page = [800, 1_600, 820]
    const floor = [400, 800, 400]
    expect(pairedMedian(page, floor, ratio)).toBe(2)
    // The ratio of the two medians takes 820 from one round and 400 from another.
    expect(medianOf(page) / medianOf(floor)).toBeCloseTo(2.05)
  })

  it('holds for differences as for ratios, and an odd run out does not move it', () => {
    expect(pairedMedian([150, 900, 160], [100, 120, 100], difference)).toBe(60)
  })

  it('pairs only the rounds both sides have', () => {
    expect(pairedMedian([900, 1_000, 1_100], [450, 400], ratio)).toBe(2.5)
    expect(pairedMedian([], [], ratio)).toBeNaN()
  })
})

describe('calibratedSlowdown', () => {
  it("keeps Lighthouse's 4x on a machine as fast as the reference", () => {
    const reference = REFERENCE_FLOOR_MAIN_THREAD_MS
    expect(calibratedSlowdown([reference - 20, reference, reference + 30])).toBe(
      DEFAULT_CPU_SLOWDOWN,
    )
  })

  it('emulates a faster phone on a machine whose floor takes longer, from the median', () => {
    // The floor of / on a machine 3.6x slower (decision 039): about 1.06x emulates the same phone.
    expect(calibratedSlowdown([1_314, 1_436, 1_694, 1_400, 9_000])).toBe(1.06)
    expect(calibratedSlowdown([190])).toBe(8)
  })

  it('falls back to 4x without a measurement and bounds a broken one', () => {
    expect(calibratedSlowdown([])).toBe(DEFAULT_CPU_SLOWDOWN)
    expect(calibratedSlowdown([Number.NaN])).toBe(DEFAULT_CPU_SLOWDOWN)
    expect(calibratedSlowdown([1])).toBe(16)
    expect(calibratedSlowdown([1_000_000])).toBe(0.5)
  })
})

describe('nearItsBudget', () => {
  const row = (value: number, unit: string, max?: number) => ({
    subject: '/musics (en)',
    metric: unit === 'x' ? 'main thread / floor' : 'LCP - previous',
    value,
    unit,
    ...(max !== undefined && { budget: { max } }),
  })

  it('calls a ratio within 12.5% of its budget, or over it, too close to call', () => {
    expect(nearItsBudget(row(1.74, 'x', 2))).toBe(false)
    expect(nearItsBudget(row(1.76, 'x', 2))).toBe(true)
    expect(nearItsBudget(row(2.07, 'x', 2))).toBe(true)
    expect(nearItsBudget(row(1.06, 'x', 1.2))).toBe(true)
    expect(nearItsBudget(row(0.63, 'x', 1.2))).toBe(false)
  })

  it('calls a difference within 50 ms of its budget, or over it, too close to call', () => {
    expect(nearItsBudget(row(49, 'ms', 100))).toBe(false)
    expect(nearItsBudget(row(51, 'ms', 100))).toBe(true)
    expect(nearItsBudget(row(139, 'ms', 100))).toBe(true)
    expect(nearItsBudget(row(-272, 'ms', 150))).toBe(false)
  })

  it('leaves out what has no budget, no measurement, or is not a timing', () => {
    expect(nearItsBudget(row(2.5, 'x'))).toBe(false)
    expect(nearItsBudget(row(Number.NaN, 'x', 2))).toBe(false)
    expect(
      nearItsBudget({ subject: '/', metric: 'SEO', value: 99, unit: '', budget: { min: 100 } }),
    ).toBe(false)
  })
})

describe('whyFailed', () => {
  // Only the fields the check reads.
  const run = (mainThreadMs: number | undefined, runtimeError?: Result['runtimeError']) =>
    ({
      runtimeError,
      audits: { 'mainthread-work-breakdown': { numericValue: mainThreadMs } },
    }) as unknown as Result

  it('accepts a run with main-thread work', () => {
    expect(whyFailed(run(412))).toBeUndefined()
  })

  it("passes on Lighthouse's own error", () => {
    const error = { code: 'NO_NAVSTART', message: 'Please run Lighthouse again.' }
    expect(whyFailed(run(412, error))).toBe('NO_NAVSTART: Please run Lighthouse again.')
    expect(whyFailed(undefined)).toBe('Lighthouse returned nothing')
  })

  it('refuses a trace with no main-thread figure or 0 ms, which would skew its round', () => {
    expect(whyFailed(run(0))).toBe('the trace holds no main-thread work')
    expect(whyFailed(run(undefined))).toBe('the trace holds no main-thread work')
  })
})

describe('withRetries', () => {
  // Each attempt answers the next of `answers`: a failure's reason, a thrown error, or 'ok'.
  const attempts = (...answers: string[]) => {
    const browser = {
      restarts: 0,
      restart: () => {
        browser.restarts++
        return Promise.resolve()
      },
    }
    let calls = 0
    const attempt = () => {
      const answer = answers[calls++] ?? 'ok'
      if (answer.startsWith('throw ')) return Promise.reject(new Error(answer.slice(6)))
      return Promise.resolve(answer)
    }
    const failure = (answer: string) => (answer === 'ok' ? undefined : answer)
    const lines: string[] = []
    const run = () => withRetries('/musics', attempt, failure, browser, (l) => lines.push(l), 0)
    return { run, browser, lines, calls: () => calls }
  }

  it('returns the first attempt that works, with a new browser after each that failed', async () => {
    const subject = attempts('NO_NAVSTART', 'throw Protocol error', 'ok')
    await expect(subject.run()).resolves.toBe('ok')
    expect(subject.calls()).toBe(3)
    expect(subject.browser.restarts).toBe(2)
    expect(subject.lines[0]).toMatch(/attempt 1 failed \(NO_NAVSTART\)/)
    expect(subject.lines[1]).toMatch(/attempt 2 failed \(Protocol error\)/)
  })

  it('does not restart a browser that answered at once', async () => {
    const subject = attempts('ok')
    await subject.run()
    expect(subject.browser.restarts).toBe(0)
  })

  it('gives up on the third failure with an AuditFailure, which costs a round, not the bench', async () => {
    const subject = attempts('NO_NAVSTART', 'NO_NAVSTART', 'NO_NAVSTART', 'ok')
    const failure = subject.run()
    await expect(failure).rejects.toBeInstanceOf(AuditFailure)
    await expect(failure).rejects.toThrow('/musics: 3 attempts failed, the last: NO_NAVSTART')
    expect(subject.calls()).toBe(3)
  })
})

describe('mainThreadCpuMs', () => {
  // The least of a trace Lighthouse reads: the page's frame, its renderer's main thread, the
  // navigation, then the thread's tasks (times in microseconds).
  const [browser, renderer, mainThread] = [1, 2, 3]
  const task = (ts: number, dur: number, tdur?: number, name = 'RunTask') => ({
    name,
    cat: 'disabled-by-default-devtools.timeline',
    ph: 'X',
    pid: renderer,
    tid: mainThread,
    ts,
    dur,
    ...(tdur !== undefined && { tdur, tts: ts }),
    args: {},
  })
  const trace = (...tasks: ReturnType<typeof task>[]) =>
    ({
      traceEvents: [
        {
          name: 'TracingStartedInBrowser',
          cat: 'disabled-by-default-devtools.timeline',
          ph: 'I',
          pid: browser,
          tid: 1,
          ts: 1_000,
          args: {
            data: {
              frameTreeNodeId: 1,
              persistentIds: true,
              frames: [{ frame: 'F', url: 'http://page/', name: '', processId: renderer }],
            },
          },
        },
        {
          name: 'thread_name',
          cat: '__metadata',
          ph: 'M',
          pid: renderer,
          tid: mainThread,
          ts: 0,
          args: { name: 'CrRendererMain' },
        },
        {
          name: 'navigationStart',
          cat: 'blink.user_timing',
          ph: 'R',
          pid: renderer,
          tid: mainThread,
          ts: 1_000,
          args: {
            frame: 'F',
            data: {
              documentLoaderURL: 'http://page/',
              isLoadingMainFrame: true,
              navigationId: 'N',
            },
          },
        },
        ...tasks,
      ],
    }) as unknown as Trace

  it("sums the top-level tasks' thread time, not their wall time, times the CPU factor", () => {
    // A task of 5 ms that ran 2 ms (it waited 3 ms for a core), with a call inside it, and a
    // task of 4 ms that ran 3 ms: 5 ms of CPU, 20 ms on a phone 4x slower.
    const cpu = mainThreadCpuMs(
      trace(
        task(2_000, 5_000, 2_000),
        task(2_100, 1_000, 900, 'FunctionCall'),
        task(9_000, 4_000, 3_000),
      ),
      4,
    )
    expect(cpu).toBe(20)
  })

  it('reads a task written as a begin and an end event by their thread clocks', () => {
    const edge = (ph: 'B' | 'E', ts: number, tts: number) => ({
      ...task(ts, 0),
      ph,
      tts,
    })
    // 6 ms of wall time, 2.5 ms of thread time (the clocks 500 and 3,000), and a complete task.
    const events = [edge('B', 2_000, 500), edge('E', 8_000, 3_000), task(9_000, 4_000, 3_000)]
    expect(mainThreadCpuMs(trace(...events), 2)).toBe(11)
  })

  it('has no figure when the trace holds no thread times, or no navigation', () => {
    expect(mainThreadCpuMs(trace(task(2_000, 5_000)), 4)).toBeNaN()
    expect(
      mainThreadCpuMs({ traceEvents: [task(2_000, 5_000, 1_000)] } as unknown as Trace, 4),
    ).toBeNaN()
  })
})
