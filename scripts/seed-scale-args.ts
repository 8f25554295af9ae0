import { MAX_FACTOR, MIN_FACTOR } from '../server/seed/scale'

/** The arguments of `npm run seed:scale`, refused with a message saying what to type instead. */

export const SCALE_USAGE = `Usage: npm run seed:scale -- <factor ${MIN_FACTOR}-${MAX_FACTOR}> [--plays <total>] [--likes <total>]
  e.g. npm run seed:scale -- 100 --plays 1000000`

/** At most this many plays or likes: far past the bench's million, short of filling a disk. */
const MAX_TOTAL = 50_000_000

export class ScaleArgsError extends Error {}

const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN

export function parseScaleArgs(argv: string[]): { factor: number; plays?: number; likes?: number } {
  const positional: string[] = []
  const totals: { plays?: number; likes?: number } = {}
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? ''
    const option = /^--(plays|likes)(?:=(.*))?$/.exec(arg)
    if (option) {
      const name = option[1] as 'plays' | 'likes'
      const text = option[2] ?? argv[++index]
      const value = wholeNumber(text)
      if (!(value >= 0 && value <= MAX_TOTAL))
        throw new ScaleArgsError(
          `--${name} must be a whole number of ${name} from 0 to ${MAX_TOTAL}, not ${JSON.stringify(text ?? '')}.`,
        )
      totals[name] = value
    } else if (arg.startsWith('--')) {
      throw new ScaleArgsError(`Unknown option ${arg}.`)
    } else positional.push(arg)
  }
  if (positional.length !== 1)
    throw new ScaleArgsError(
      positional.length === 0 ? 'Give the factor to grow by.' : 'Give one factor only.',
    )
  const factor = wholeNumber(positional[0])
  if (!(factor >= MIN_FACTOR && factor <= MAX_FACTOR))
    throw new ScaleArgsError(
      `The factor must be a whole number from ${MIN_FACTOR} to ${MAX_FACTOR}, not ${JSON.stringify(positional[0])}.`,
    )
  return { factor, ...totals }
}
