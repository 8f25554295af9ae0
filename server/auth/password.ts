import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/**
 * scrypt is memory-hard and ships with Node (no native addon to build). N=2^15, r=8, p=1 takes
 * 32 MiB per hash: costly for a guesser, cheap enough for a sign-in (docs/decisions/026).
 * Stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later.
 */
const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>

const PARAMS = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32
const maxmem = (N: number, r: number) => 256 * N * r

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, {
    ...PARAMS,
    maxmem: maxmem(PARAMS.N, PARAMS.r),
  })
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const N = Number(n)
  const R = Number(r)
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash to compare against when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined
export const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))
