import { describe, expect, it } from 'vitest'
import { medianOf, pairedMedian } from '../../bench/lighthouse-audit'

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
