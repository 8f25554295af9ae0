import { describe, expect, it } from 'vitest'
import { greetingAt, greetingFor } from '@/lib/greeting'

describe('admin greeting (before 12 h, before 18 h, else evening)', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('at %i h says good %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected)
  })

  it('reads the local hour of a date', () => {
    expect(greetingAt(new Date(2024, 0, 1, 11, 59, 59))).toBe('morning')
    expect(greetingAt(new Date(2024, 0, 1, 12, 0, 0))).toBe('afternoon')
    expect(greetingAt(new Date(2024, 0, 1, 17, 59, 59))).toBe('afternoon')
    expect(greetingAt(new Date(2024, 0, 1, 18, 0, 0))).toBe('evening')
  })
})
