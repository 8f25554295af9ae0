import { describe, expect, it } from 'vitest'
import { peaksPath } from '@/lib/waveform-path'

describe('peaksPath', () => {
  it('draws one whole-unit stroke per peak, centred in its 2-wide cell', () => {
    expect(peaksPath([255, 128, 51])).toBe('M1 0v100M3 25v50M5 40v20')
  })

  it('keeps silence visible as a 6 % dot, and draws nothing without peaks', () => {
    expect(peaksPath([0, 5])).toBe('M1 47v6M3 47v6')
    expect(peaksPath([])).toBe('')
  })
})
