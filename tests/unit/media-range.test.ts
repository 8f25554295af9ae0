import { describe, expect, it } from 'vitest'
import { matchesEtag, parseRange } from '../../server/media/range'

describe('parseRange', () => {
  it('reads the three single-range forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
  })

  it('clamps an end past the file and a suffix longer than the file', () => {
    expect(parseRange('bytes=500-5000', 1000)).toEqual({ start: 500, end: 999 })
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('reports a range starting past the end, or an empty suffix, as unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=2000-3000', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable')
  })

  it('ignores what it does not serve: no header, other units, several ranges, reversed ranges', () => {
    expect(parseRange(undefined, 1000)).toBeUndefined()
    expect(parseRange('items=0-5', 1000)).toBeUndefined()
    expect(parseRange('bytes=0-5,10-20', 1000)).toBeUndefined()
    expect(parseRange('bytes=50-10', 1000)).toBeUndefined()
    expect(parseRange('bytes=-', 1000)).toBeUndefined()
  })
})

describe('matchesEtag', () => {
  it('matches the tag in a list, weak or strong, and the wildcard', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('*', '"abc"')).toBe(true)
    expect(matchesEtag('"abd"', '"abc"')).toBe(false)
    expect(matchesEtag(undefined, '"abc"')).toBe(false)
  })
})
