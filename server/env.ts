import { z } from 'zod'
import { EMAIL_PATTERN, LIMITS } from '../contract'

/**
 * The environment, parsed once at start. A bad value stops the start with a message naming every
 * variable that is wrong, so `PORT=abc npm start` says what to fix instead of failing later.
 */

const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' } as const
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const isUrl = (value: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** What each variable must be: the text after its name in an error message. */
const RULES = {
  PORT: 'must be a whole number between 1 and 65535',
  HOST: 'must be a host name or IP address to listen on',
  DATA_DIR: 'must be a directory path',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  ADMIN_EMAIL: 'must be an e-mail address',
  ADMIN_PASSWORD: `must be at least ${LIMITS.passwordMin} characters`,
  SEED_DEMO: 'must be true, false, 1 or 0',
  PUBLIC_URL: 'must be an http:// or https:// URL',
  LOG_LEVEL: `must be one of ${LOG_LEVELS.join(', ')}`,
  REDIS_URL: 'must be a redis:// or rediss:// URL',
  SHUTDOWN_GRACE_MS: 'must be a whole number of milliseconds between 0 and 600000',
  MEDIA_STORE: 'must be disk or s3',
  S3_ENDPOINT: 'must be an http:// or https:// URL',
  S3_REGION: 'must be a region name such as us-east-1',
  S3_BUCKET: 'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
  S3_ACCESS_KEY_ID: 'must be set when MEDIA_STORE=s3',
  S3_SECRET_ACCESS_KEY: 'must be set when MEDIA_STORE=s3',
  S3_FORCE_PATH_STYLE: 'must be true, false, 1 or 0',
  DIST_DIR: 'must be a directory path',
  MEDIA_ORIGINS:
    'must be comma-separated http:// or https:// origins, without a path (such as https://res.cloudinary.com)',
} as const
type VariableName = keyof typeof RULES

/** Values never echoed back in an error: they may hold secrets. */
const SECRET: ReadonlySet<VariableName> = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
])

/** `https://host[:port]` exactly: a path or a trailing slash would never match in a CSP source. */
const isOrigin = (value: string) =>
  isUrl(value, ['http:', 'https:']) && new URL(value).origin === value

const EnvSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(65535))
    .default(8080),
  HOST: z.string().regex(/^\S+$/).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => isUrl(value, ['postgres:', 'postgresql:']))
    .optional(),
  ADMIN_EMAIL: z
    .string()
    .regex(EMAIL_PATTERN)
    .transform((value) => value.toLowerCase())
    .default(DEMO_ADMIN.email),
  ADMIN_PASSWORD: z.string().min(LIMITS.passwordMin).default(DEMO_ADMIN.password),
  SEED_DEMO: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['true', 'false', '1', '0']))
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  PUBLIC_URL: z
    .string()
    .refine((value) => isUrl(value, ['http:', 'https:']))
    .transform((value) => value.replace(/(?<!\/)\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Shared rate limits and cache invalidation across nodes; unset, both stay in this process. */
  REDIS_URL: z
    .string()
    .refine((value) => isUrl(value, ['redis:', 'rediss:']))
    .optional(),
  /** How long SIGTERM waits for requests in flight (an upload included) before it stops anyway. */
  SHUTDOWN_GRACE_MS: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(600_000))
    .default(10_000),
  /** Where uploaded media live: DATA_DIR/media (disk), or an S3-compatible bucket (s3). */
  MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z
    .string()
    .refine((value) => isUrl(value, ['http:', 'https:']))
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z\d-]{2,40}$/)
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z\d][a-z\d.-]{1,61}[a-z\d]$/)
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['true', 'false', '1', '0']))
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  /** The built SPA to serve; unset: dist/ of this checkout. Lets one checkout serve another build. */
  DIST_DIR: z.string().optional(),
  /**
   * Where a build for another API (VITE_API_BASE_URL) gets its images and audio, allowed by the
   * CSP (server/plugins/build-api.ts).
   */
  MEDIA_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()))
    .refine((origins) => origins.every(isOrigin))
    .default([]),
})

export type Env = z.output<typeof EnvSchema> & {
  /** True when the first admin comes from the demo defaults (npm start prints them loudly). */
  isDemoAdmin: boolean
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // A variable set to an empty string (common in .env files) means "use the default".
  const given: Record<string, string> = {}
  for (const name of Object.keys(RULES)) {
    const value = source[name]?.trim()
    if (value) given[name] = value
  }

  const parsed = EnvSchema.safeParse(given)
  // A bucket needs its name and keys; each missing one is named like any other invalid variable.
  const missingForS3 =
    parsed.success && parsed.data.MEDIA_STORE === 's3'
      ? (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
          (name) => !parsed.data[name],
        )
      : []
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]
    throw new EnvError(
      names.map((name) => {
        const rule = RULES[name as VariableName]
        const shown = SECRET.has(name as VariableName)
          ? ''
          : ` (got ${JSON.stringify(given[name])})`
        return `${name} ${rule}${shown}`
      }),
    )
  }
  if (missingForS3.length > 0)
    throw new EnvError(missingForS3.map((name) => `${name} must be set when MEDIA_STORE=s3`))
  return { ...parsed.data, isDemoAdmin: !given.ADMIN_EMAIL || !given.ADMIN_PASSWORD }
}

export { DEMO_ADMIN }
