import { describe, expect, it } from 'vitest'
import { toMeasurements } from '../../bench/catalogue-table'

const row = { subject: '/musics Lighthouse', metric: 'TBT', unit: 'ms' }
const ratioOf = (demo: number, large: number) =>
  toMeasurements([{ ...row, demo, large }]).find((m) => m.metric === 'TBT ratio')?.value

describe('the catalogue table', () => {
  it('prints 100x over the demo', () => {
    expect(ratioOf(200, 300)).toBe(1.5)
  })

  it('reads two zeros as the same figure, not NaN', () => {
    expect(ratioOf(0, 0)).toBe(1)
  })

  it('reads time on 100x alone as over any budget', () => {
    expect(ratioOf(0, 40)).toBe(Number.POSITIVE_INFINITY)
  })
})
