export interface ByteRange {
  start: number
  /** Inclusive, as in Content-Range. */
  end: number
}

/**
 * Reads a single `bytes=a-b`, `bytes=a-` or `bytes=-n` range. Anything else (other units, several
 * ranges, a reversed range) is ignored and the whole file is sent, as RFC 9110 allows; a range
 * starting past the end is unsatisfiable (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  if (last === '') return { start, end: size - 1 }
  const end = Number(last)
  if (end < start) return undefined
  return { start, end: Math.min(end, size - 1) }
}

/** True when an If-None-Match header (a list, or `*`) names this entity tag. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
