import { describe, expect, it } from 'vitest'
import { parseScaleArgs, ScaleArgsError } from '../../scripts/seed-scale-args'

describe('parseScaleArgs', () => {
  it('reads the factor and the totals of plays and likes', () => {
    expect(parseScaleArgs(['100'])).toEqual({ factor: 100 })
    expect(parseScaleArgs(['100', '--plays', '1000000', '--likes=5000'])).toEqual({
      factor: 100,
      plays: 1_000_000,
      likes: 5000,
    })
  })

  it.each([
    [[], /Give the factor/],
    [['1'], /whole number from 2 to 1000, not "1"/],
    [['1001'], /from 2 to 1000/],
    [['2.5'], /whole number/],
    [['-3'], /Unknown option|whole number/],
    [['abc'], /not "abc"/],
    [['10', '20'], /one factor only/],
    [['10', '--plays'], /--plays must be a whole number/],
    [['10', '--plays', '1e6'], /--plays must be a whole number/],
    [['10', '--likes', '-1'], /--likes must be/],
    [['10', '--fast'], /Unknown option --fast/],
  ])('refuses %j with a message saying what is wrong', (argv, message) => {
    expect(() => parseScaleArgs(argv)).toThrow(ScaleArgsError)
    expect(() => parseScaleArgs(argv)).toThrow(message)
  })
})
