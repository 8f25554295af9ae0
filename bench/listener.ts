import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_PATH } from '../e2e/support/settings'
import { startSeededServer } from './lighthouse'
import { medianOf } from './lighthouse-audit'
import { ORIGINAL_LIST, OUR_LIST, OUR_TRACK } from './listener-sites'
import { visit, type SiteSelectors, type VisitResult } from './listener-visit'
import { originalDist, startOriginalSite } from './original-site'
import { buildPreviousRelease, previousReleaseRef } from './previous-release'
import type { BenchSuite, Measurement } from './types'

/**
 * What a listener feels on a mid-range phone (./listener-visit.ts): on `/musics` and a track page,
 * from navigation start to the first track painted, to the play button answering a tap made as
 * soon as it shows, and to audio playing; then the worst Event Timing entry (INP's raw figure) of
 * a tap on play, on the theme toggle and of a filter change. Ours beside the label's original site
 * (ORIGINAL_SITE_DIR: a folder holding its production build in dist/, ./original-site.ts) and
 * beside our previous release (./previous-release.ts), interleaved run by run, medians kept
 * (docs/decisions/023-what-a-listener-feels.md).
 *
 * LISTENER_RUNS (default 3) runs each page that many times; LISTENER_BASE_URL measures a server
 * already running instead of starting one on demo data; BENCH_BASELINE=off leaves the previous
 * release out.
 */

export const LISTENER_BUDGETS = {
  /** Tap-to-audio against the original's (the previous release's without it): issue 29's aim. */
  audioToReference: 0.6,
  /** The list and the button must not come later than on the site we replace. */
  stepToOriginal: 1,
  /** No step later than the previous release's beyond run-to-run noise. */
  stepToPrevious: 1.2,
  /** Each interaction: the web's "good" INP. */
  interactionMs: 200,
} as const

type SiteName = 'ours' | 'original' | 'previous'

interface Site {
  name: SiteName
  baseURL: string
}

interface Subject {
  page: string
  /** Each site's address of the page: a track's id is its own server's. */
  sites: { site: Site; address: string; selectors: SiteSelectors; results: VisitResult[] }[]
}

const STEPS = [
  { key: 'painted', list: 'list painted', track: 'track painted' },
  { key: 'answered', list: 'play answered', track: 'play answered' },
  { key: 'playing', list: 'audio playing', track: 'audio playing' },
] as const

const ACCEPT_LANGUAGE = 'en-US,en;q=0.9'

/** Median of the runs that reached the step; infinite (over any budget) when none did. */
function medianStep(results: VisitResult[], read: (result: VisitResult) => number | undefined) {
  const values = results.map(read).filter((value): value is number => value !== undefined)
  return values.length > 0 ? medianOf(values) : Number.POSITIVE_INFINITY
}

async function firstTrack(baseURL: string): Promise<{ path: string; title: string }> {
  const response = await fetch(`${baseURL}/api/v1/music?limit=1`)
  type Item = { _id: string; title: string }
  const body = (await response.json()) as { data?: Item[] | { docs?: Item[] } }
  const first = (Array.isArray(body.data) ? body.data : body.data?.docs)?.[0]
  if (!first) throw new Error('/api/v1/music lists nothing: seed the demo data first')
  return { path: `/musics/${encodeURIComponent(first._id)}`, title: first.title }
}

/** Text as React renders it into HTML. */
const escapedText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

/**
 * Whether the site has a page for a track: its server's HTML of the address names the track. A
 * release before the track page (74de76a, say) answers the address with its own 404 page, which a
 * visit would wait on until it timed out, and every track row would miss against it.
 */
async function servesTrackPage(baseURL: string, track: { path: string; title: string }) {
  const response = await fetch(`${baseURL}${track.path}`, {
    headers: { 'Accept-Language': ACCEPT_LANGUAGE },
  })
  const html = await response.text()
  return response.ok && (html.includes(escapedText(track.title)) || html.includes(track.title))
}

async function startSites(root: string, log: (line: string) => void) {
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop()
  }
  try {
    const withPrevious = process.env.BENCH_BASELINE !== 'off'
    const previousDir = withPrevious
      ? buildPreviousRelease(root, previousReleaseRef(root), log).dir
      : undefined
    const external = process.env.LISTENER_BASE_URL?.replace(/\/$/, '')
    // Both seed at once: the two cores are busy either way, and the wait halves.
    const [ours, previous] = await Promise.all([
      external ? undefined : startSeededServer(root, log),
      previousDir ? startSeededServer(previousDir, log) : undefined,
    ])
    for (const server of [ours, previous]) if (server) stops.push(server.stop)
    const sites: Site[] = [{ name: 'ours', baseURL: external ?? ours!.baseURL }]
    if (previous) sites.push({ name: 'previous', baseURL: previous.baseURL })
    const original = originalDist()
    if ('dist' in original) {
      const site = await startOriginalSite(original.dist, sites[0]!.baseURL)
      stops.push(() => site.close())
      sites.push({ name: 'original', baseURL: site.baseURL })
      log(`the original site: ${original.dist}, its API calls sent to ours`)
    } else {
      log(`no original site (${original.missing}): the previous release is the reference`)
    }
    return { sites, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}

async function subjectsOf(sites: Site[], log: (line: string) => void): Promise<Subject[]> {
  const list = sites.map((site) => ({
    site,
    address: '/musics',
    selectors: site.name === 'original' ? ORIGINAL_LIST : OUR_LIST,
    results: [],
  }))
  const tracks: Subject['sites'] = []
  // The original has no page of its own for a track; a previous release may have none either.
  for (const site of sites.filter(({ name }) => name !== 'original')) {
    const track = await firstTrack(site.baseURL)
    if (site.name !== 'ours' && !(await servesTrackPage(site.baseURL, track))) {
      log(`the ${site.name} release has no track page: the track rows have no ${site.name} beside`)
      continue
    }
    tracks.push({ site, address: track.path, selectors: OUR_TRACK, results: [] })
  }
  return [
    { page: '/musics', sites: list },
    { page: '/musics/:id', sites: tracks },
  ]
}

function rowsOf(subject: Subject): Measurement[] {
  const rows: Measurement[] = []
  const of = (name: SiteName) => subject.sites.find(({ site }) => site.name === name)?.results
  const ours = of('ours')!
  const original = of('original')
  const previous = of('previous')
  const reference = original ? 'original' : 'previous'
  const kind = subject.page === '/musics' ? 'list' : 'track'
  for (const step of STEPS) {
    const metric = step[kind]
    const read = (result: VisitResult) => result[step.key]
    const value = medianStep(ours, read)
    const details = ours.map((r, run) => `run ${run + 1}: ${r[step.key] ?? r.error ?? '-'}`)
    rows.push({ subject: subject.page, metric, value, unit: 'ms', details })
    for (const [name, results] of [
      ['original', original],
      ['previous', previous],
    ] as const) {
      if (!results) continue
      const theirs = medianStep(results, read)
      rows.push({ subject: subject.page, metric: `${metric} ${name}`, value: theirs, unit: 'ms' })
      const max =
        name === 'previous'
          ? LISTENER_BUDGETS.stepToPrevious
          : step.key === 'playing'
            ? LISTENER_BUDGETS.audioToReference
            : LISTENER_BUDGETS.stepToOriginal
      rows.push({
        subject: subject.page,
        metric: `${metric} / ${name}`,
        // A baseline that never got there cannot be compared with: that fails too.
        value: Number.isFinite(theirs) ? value / theirs : Number.POSITIVE_INFINITY,
        unit: 'x',
        precision: 2,
        budget: { max },
      })
    }
    // The original has a music page only: the issue's 0.6x is about that page.
    if (step.key === 'playing' && reference === 'previous' && previous && kind === 'list')
      rows.push({
        subject: subject.page,
        metric: 'audio playing / previous (reference)',
        value: value / medianStep(previous, read),
        unit: 'x',
        precision: 2,
        budget: { max: LISTENER_BUDGETS.audioToReference },
      })
  }
  // How long the tap waited for the page to answer it (decision 018: a page not yet live keeps it).
  for (const [name, results] of [
    ['ours', ours],
    ['original', original],
    ['previous', previous],
  ] as const)
    if (results)
      rows.push({
        subject: subject.page,
        metric: name === 'ours' ? 'tap waited' : `tap waited ${name}`,
        value: medianStep(results, (r) =>
          r.answered !== undefined && r.tapped !== undefined ? r.answered - r.tapped : undefined,
        ),
        unit: 'ms',
      })
  const interactions = new Set(subject.sites.flatMap(({ selectors }) => selectors.interactions))
  for (const name of new Set([...interactions].map((interaction) => interaction.name))) {
    for (const { site, results } of subject.sites) {
      if (!results.some((r) => r.interactions[name] !== undefined)) continue
      rows.push({
        subject: subject.page,
        metric: site.name === 'ours' ? `INP ${name}` : `INP ${name} ${site.name}`,
        value: medianStep(results, (r) => r.interactions[name]),
        unit: 'ms',
        ...(site.name === 'ours' && { budget: { max: LISTENER_BUDGETS.interactionMs } }),
      })
    }
  }
  return rows
}

async function measure(
  browser: Browser,
  subjects: Subject[],
  runs: number,
  log: typeof console.log,
) {
  for (let run = 0; run < runs; run++) {
    for (const subject of subjects)
      for (const { site, address, selectors, results } of subject.sites) {
        const result = await visit(browser, `${site.baseURL}${address}`, selectors, ACCEPT_LANGUAGE)
        results.push(result)
        // Each round's interactions too: the table gives only their medians, in Event Timing's
        // steps of 8 ms, and a difference of one or two steps needs the rounds to be read.
        const inp = Object.entries(result.interactions)
          .map(([name, ms]) => `, INP ${name} ${ms ?? '-'}`)
          .join('')
        log(
          `${subject.page} ${site.name}: painted ${result.painted?.toFixed(0)}, tapped ${result.tapped?.toFixed(0)}, answered ${result.answered?.toFixed(0)}, playing ${result.playing?.toFixed(0)} ms${inp}${result.error ? ` (${result.error})` : ''}`,
        )
      }
    log(`run ${run + 1} of ${runs} done`)
  }
}

export const listenerSuite: BenchSuite = {
  name: 'listener',
  description:
    'a listener on a phone (4x CPU, 1.6 Mbps / 150 ms): list painted, play answered, audio playing, INP; beside the original site and the previous release',
  async run({ root }) {
    const log = (line: string) => console.log(`[bench] listener: ${line}`)
    const runs = Math.max(1, Number(process.env.LISTENER_RUNS ?? 3) || 3)
    const { sites, stop } = await startSites(root, log)
    let browser: Browser | undefined
    try {
      browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-sync',
          '--disable-quic',
          // The machines reach no other host: a page's third-party requests fail at once.
          '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        ],
      })
      const subjects = await subjectsOf(sites, log)
      await measure(browser, subjects, runs, log)
      return subjects.flatMap(rowsOf)
    } finally {
      await browser?.close()
      await stop()
    }
  },
}
