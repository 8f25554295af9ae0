import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startServer, type RunningServer } from '../e2e/support/server'
import {
  adminScreen,
  apiRead,
  domNodes,
  htmlBytes,
  median,
  signIn,
  type Target,
} from './catalogue-reads'
import { lighthouseComparison } from './catalogue-lighthouse'
import { FACTOR, printComparison, toMeasurements, type Compared } from './catalogue-table'
import type { BenchSuite } from './types'

/**
 * A label with 100 times the demo's content, side by side with the demo, in one run: two servers
 * from the current build (dist/, dist-server/), one on the demo data, one on a copy of it grown by
 * `seed:scale -- 100 --plays 1000000` (SQL, media shared). Each read is made on both, one after
 * the other. Budgets (issue 27): each public list <= 200 kB of HTML and <= 3,000 elements at
 * 100x; each manage screen and the inbox <= 3,000 elements and shown within 1.5x of the demo's
 * time; the dashboard's analytics within 3x of the demo's time; /sitemap.xml an index; Lighthouse
 * on /musics scoring as on the demo (./catalogue-lighthouse.ts).
 */

const PLAYS = 1_000_000
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' }
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const PUBLIC_LISTS = ['/musics', '/gallery', '/artists', '/producers', '/filmmakers']
/** The manage screens and the inbox (src/config/paths.ts). */
const ADMIN_SCREENS = [
  '/admin/music/manage',
  '/admin/gallery/manage',
  '/admin/artists/manage',
  '/admin/producer/manage',
  '/admin/filmmaker/manage',
  '/admin/users/manage',
  '/admin/contact/messages',
]
const ADMIN_RUNS = 3
const ANALYTICS_RUNS = 7

const HTML_MAX_KB = 200
const NODES_MAX = 3000
const SHOWN_MAX_RATIO = 1.5
const ANALYTICS_MAX_RATIO = 3

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    )
  })
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env }
  delete copy.DATABASE_URL
  return copy
}

/** The demo seeded once, copied, and the copy grown: two data directories. */
async function prepareData(root: string, tempDir: string, log: (line: string) => void) {
  const demo = path.join(tempDir, 'demo')
  const large = path.join(tempDir, 'large')
  let started = Date.now()
  log('seeding the demo data (30-70 s)...')
  const seeding = await startServer({
    root,
    dataDir: demo,
    logFile: path.join(tempDir, 'seed.log'),
    env: {
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  })
  await seeding.stop()
  log(
    `demo seeded in ${((Date.now() - started) / 1000).toFixed(0)} s; growing a copy x${FACTOR}...`,
  )
  cpSync(demo, large, { recursive: true })
  started = Date.now()
  await run(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/seed-scale.ts', String(FACTOR), '--plays', String(PLAYS)],
    // The copy's PGlite directory, whatever database this shell's environment names.
    { cwd: root, env: { ...withoutDatabaseUrl(process.env), DATA_DIR: large } },
  )
  log(`grown in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return { demo, large }
}

async function startTarget(root: string, tempDir: string, name: string, dataDir: string) {
  const server = await startServer({
    root,
    dataDir,
    logFile: path.join(tempDir, `${name}.log`),
    env: {
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  })
  const target: Target = {
    name,
    baseURL: server.baseURL,
    session: await signIn(server.baseURL, ADMIN),
  }
  return { server, target }
}

async function measure(demo: Target, large: Target, log: (line: string) => void) {
  const rows: Compared[] = []
  const both = async <T>(read: (target: Target) => Promise<T>) =>
    [await read(demo), await read(large)] as const
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH })
  try {
    for (const list of PUBLIC_LISTS) {
      const [html0, html1] = await both((target) => htmlBytes(target, list))
      rows.push({
        subject: list,
        metric: 'HTML',
        unit: 'kB',
        precision: 1,
        demo: html0 / 1000,
        large: html1 / 1000,
        max: HTML_MAX_KB,
      })
      const [nodes0, nodes1] = await both((target) => domNodes(browser, target, list))
      rows.push({
        subject: list,
        metric: 'DOM nodes',
        unit: '',
        demo: nodes0,
        large: nodes1,
        max: NODES_MAX,
      })
      log(
        `${list}: ${(html0 / 1000).toFixed(0)} / ${(html1 / 1000).toFixed(0)} kB, ${nodes0} / ${nodes1} nodes`,
      )
    }
    for (const screen of ADMIN_SCREENS) {
      const runs: { shownMs: number; nodes: number }[][] = [[], []]
      for (let round = 0; round < ADMIN_RUNS; round++) {
        runs[0]!.push(await adminScreen(browser, demo, screen))
        runs[1]!.push(await adminScreen(browser, large, screen))
      }
      const [shown0, shown1] = runs.map((each) => median(each.map((r) => r.shownMs)))
      const [nodes0, nodes1] = runs.map((each) => median(each.map((r) => r.nodes)))
      rows.push({
        subject: screen,
        metric: 'DOM nodes',
        unit: '',
        demo: nodes0!,
        large: nodes1!,
        max: NODES_MAX,
      })
      rows.push({
        subject: screen,
        metric: 'shown',
        unit: 'ms',
        demo: shown0!,
        large: shown1!,
        maxRatio: SHOWN_MAX_RATIO,
      })
      log(
        `${screen}: ${nodes0} / ${nodes1} nodes, shown ${shown0?.toFixed(0)} / ${shown1?.toFixed(0)} ms`,
      )
    }
  } finally {
    await browser.close()
  }

  const analytics = '/api/v1/dashboard/analytics'
  await both((target) => apiRead(target, analytics, true)) // warm-up
  const times: number[][] = [[], []]
  for (let round = 0; round < ANALYTICS_RUNS; round++) {
    times[0]!.push((await apiRead(demo, analytics, true)).ms)
    times[1]!.push((await apiRead(large, analytics, true)).ms)
  }
  rows.push({
    subject: analytics,
    metric: 'time',
    unit: 'ms',
    precision: 1,
    demo: median(times[0]!),
    large: median(times[1]!),
    maxRatio: ANALYTICS_MAX_RATIO,
  })

  const [music0, music1] = await both((target) => apiRead(target, '/api/v1/music'))
  rows.push({
    subject: '/api/v1/music',
    metric: 'size',
    unit: 'kB',
    precision: 1,
    demo: music0.bytes / 1000,
    large: music1.bytes / 1000,
  })

  const [map0, map1] = await both((target) => apiRead(target, '/sitemap.xml'))
  rows.push({
    subject: '/sitemap.xml',
    metric: 'size',
    unit: 'kB',
    precision: 1,
    demo: map0.bytes / 1000,
    large: map1.bytes / 1000,
  })
  rows.push(
    ...(await lighthouseComparison('/musics', { demo: demo.baseURL, large: large.baseURL }, log)),
  )
  const isIndex = (body: string) => (body.includes('<sitemapindex') ? 1 : 0)
  return { rows, sitemapIndex: [isIndex(map0.body), isIndex(map1.body)] as const }
}

export const catalogueSuite: BenchSuite = {
  name: 'catalogue',
  description: `the demo catalogue and one ${FACTOR} times larger (${PLAYS} plays), side by side`,
  async run({ root }) {
    const log = (line: string) => console.log(`[bench] catalogue: ${line}`)
    const tempDir = mkdtempSync(path.join(tmpdir(), 'kigali-catalogue-'))
    const servers: RunningServer[] = []
    try {
      const dirs = await prepareData(root, tempDir, log)
      const [demo, large] = await Promise.all([
        startTarget(root, tempDir, 'demo', dirs.demo),
        startTarget(root, tempDir, `${FACTOR}x`, dirs.large),
      ])
      servers.push(demo.server, large.server)
      const { rows, sitemapIndex } = await measure(demo.target, large.target, log)
      printComparison(rows)
      return [
        ...toMeasurements(rows),
        { subject: '/sitemap.xml', metric: 'an index, demo', value: sitemapIndex[0], unit: '' },
        {
          subject: '/sitemap.xml',
          metric: `an index, ${FACTOR}x`,
          value: sitemapIndex[1],
          unit: '',
          budget: { min: 1 },
        },
      ]
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      rmSync(tempDir, { recursive: true, force: true })
    }
  },
}
