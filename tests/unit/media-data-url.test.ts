import { describe, expect, it } from 'vitest'
import { decodeDataUrl, decodedLength } from '../../server/media/data-url'
import { HttpError } from '../../server/lib/http-error'

const toDataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`

function statusOf(run: () => unknown): number | undefined {
  try {
    run()
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1
  }
  return undefined
}

describe('decodeDataUrl', () => {
  it('returns the exact bytes, whatever mime the URL declares', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253])
    expect(decodeDataUrl(toDataUrl(bytes, 'application/x-anything'), 'image').equals(bytes)).toBe(
      true,
    )
    expect(decodeDataUrl(toDataUrl(bytes, 'audio/mpeg;charset=x'), 'audio').equals(bytes)).toBe(
      true,
    )
  })

  it('refuses what is not a base64 data URL with 400', () => {
    expect(statusOf(() => decodeDataUrl('hello', 'image'))).toBe(400)
    expect(statusOf(() => decodeDataUrl('data:image/png,abcd', 'image'))).toBe(400)
    expect(statusOf(() => decodeDataUrl('data:image/png;base64,', 'image'))).toBe(400)
    expect(statusOf(() => decodeDataUrl('data:image/png;base64,ab$d', 'image'))).toBe(400)
    expect(statusOf(() => decodeDataUrl('data:image/png;base64,abc', 'image'))).toBe(400)
  })

  it('refuses an oversized payload with 413 per kind, from its length alone', () => {
    const justOver = (bytes: number) =>
      `data:x/y;base64,${'A'.repeat(Math.ceil(((bytes + 3) * 4) / 3 / 4) * 4)}`
    expect(statusOf(() => decodeDataUrl(justOver(5 * 1024 * 1024), 'image'))).toBe(413)
    expect(statusOf(() => decodeDataUrl(justOver(5 * 1024 * 1024), 'video'))).toBeUndefined()
    expect(statusOf(() => decodeDataUrl(justOver(20 * 1024 * 1024), 'video'))).toBe(413)
  })

  it('computes the decoded length with padding', () => {
    for (const size of [1, 2, 3, 4, 5, 100]) {
      expect(decodedLength(Buffer.alloc(size).toString('base64'))).toBe(size)
    }
  })
})
