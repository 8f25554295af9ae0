import { describe, expect, it } from 'vitest'
import type { Result } from 'lighthouse'
import {
  calibratedSlowdown,
  DEFAULT_CPU_SLOWDOWN,
  medianOf,
  nearItsBudget,
  pairedMedian,
  REFERENCE_FLOOR_MAIN_THREAD_MS,
  whyFailed,
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
