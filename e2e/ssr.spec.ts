import { readFileSync } from 'node:fs'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { expect, serverUrl, spaReady, test, type Api } from './fixtures'
import { exactly, LANGUAGES, t, type Language } from './support/locales'
import { AUTH_KEYS, toStoredUser } from './support/auth-storage'
import { startStaticHost } from './support/static-host'
import { artistNameKey } from '../contract/artist-name'

/**
 * Server rendering and hydration (server/ssr/, src/entry-server.tsx, src/main.tsx;
 * docs/decisions/012-server-rendering-and-hydration.md): every public page comes from the server
 * in the visitor's language and React hydrates it without a mismatch, for a guest and a signed-in
 * listener, in both themes. One browser context per combination visits every page.
 */

/** Every public page, detail pages with the first item of their list. */
async function publicPages(api: Api): Promise<string[]> {
  const first = async (path: string) => {
    const body = (await (await api.request.get(path)).json()) as unknown
    const data = Array.isArray(body) ? body : (body as { data: unknown }).data
    // /music pages its answer: {data: {docs}}.
    const list = (Array.isArray(data) ? data : (data as { docs: unknown }).docs) as {
      _id: string
    }[]
    return list[0]!._id
  }
  return [
    '/',
    '/abouts',
    '/founder',
    '/contacts',
    '/artists',
    `/artist/${await first('artist')}`,
    '/producers',
    `/producer/${await first('producer')}`,
    '/filmmakers',
    `/filmmakers/${await first('filmmaker')}`,
    '/gallery',
    `/gallery/${await first('gallery')}`,
    '/musics',
    `/musics/${await first('music')}`,
  ]
}

async function firstTrackId(api: Api) {
  const body = (await (await api.request.get('music')).json()) as {
    data: { docs: { _id: string }[] }
  }
  return body.data.docs[0]!._id
}

/** A page's own heading, by its translation, where it has a fixed one. */
const HEADINGS: Record<string, string> = {
  '/artists': 'talent:artists.title',
  '/producers': 'talent:producers.title',
  '/filmmakers': 'talent:filmmakers.title',
  '/gallery': 'gallery:title',
  '/musics': 'music:title',
}

/**
 * How the visitor comes to the language: English by default, French from the browser's
 * Accept-Language, Spanish and Kinyarwanda chosen on the site before (the detector's
 * localStorage and cookie).
 */
function languageOptions(language: Language): {
  context: BrowserContextOptions
  stored: boolean
} {
  if (language === 'en') return { context: { locale: 'en-US' }, stored: false }
  if (language === 'fr') return { context: { locale: 'fr-FR' }, stored: false }
  return { context: { locale: 'en-US' }, stored: true }
}

/** A phone's screen, as the bench's Lighthouse runs measure (412x823). */
const PHONE = { width: 412, height: 823 }

/** Console errors and warnings of the page (a hydration mismatch is one of them). */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${page.url()})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`))
  return problems
}

async function openContext(
  browser: Browser,
  language: Language,
  theme: 'light' | 'dark',
  session?: { token: string; user: ReturnType<typeof toStoredUser> },
  viewport?: BrowserContextOptions['viewport'],
) {
  const { context: options, stored } = languageOptions(language)
  const context = await browser.newContext({
    ...options,
    colorScheme: theme,
    ...(viewport && { viewport }),
  })
  if (stored) await context.addCookies([{ name: 'i18next', value: language, url: serverUrl() }])
  await context.addInitScript(
    ({ language, stored, session, keys }) => {
      if (stored) localStorage.setItem('language', language)
      if (session) {
        localStorage.setItem(keys.token, session.token)
        localStorage.setItem(keys.user, JSON.stringify(session.user))
      }
    },
    { language, stored, session, keys: AUTH_KEYS },
  )
  return context
}

/**
 * Each language for a guest and for a signed-in listener, one in each theme and the themes swapped
 * from one language to the next: every language meets both themes and both visitors. The theme is
 * a class the page's first inline script sets, the same markup either way, so the other two of
 * the four combinations would hydrate the same pages again (they took 45 s of the suite).
 */
const COMBINATIONS = LANGUAGES.flatMap((language, index) =>
  [false, true].map((signedIn) => ({
    language,
    signedIn,
    theme: (index + Number(signedIn)) % 2 === 0 ? ('light' as const) : ('dark' as const),
  })),
)

/** The built chunks of zod, by their manifest name (zod's own modules, then its schemas). */
function zodFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >
  return Object.entries(manifest)
    .filter(([key, chunk]) => key.includes('node_modules/zod/') || chunk.name === 'schemas')
    .map(([, chunk]) => `/${chunk.file}`)
}

/** Runs in the page: the animations that repeat a set number of times (more than once). */
function repeatedAnimations() {
  return document
    .getAnimations()
    .filter((animation) => {
      const iterations = animation.effect?.getTiming().iterations ?? 1
      return iterations > 1 && Number.isFinite(iterations)
    })
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return `${(animation as CSSAnimation).animationName} on ${target?.tagName.toLowerCase()}`
    })
}

for (const { language, theme, signedIn } of COMBINATIONS) {
  const who = signedIn ? 'a signed-in listener' : 'a guest'
  test(`every public page hydrates in ${language}, ${theme} theme, for ${who}`, async ({
    browser,
    api,
    sessions,
  }) => {
    const pages = await publicPages(api)
    const session = signedIn ? await sessions('listener') : undefined
    const context = await openContext(
      browser,
      language,
      theme,
      session && { token: session.token, user: toStoredUser(session.user) },
    )
    const page = await context.newPage()
    const problems = collectProblems(page)
    /** Each script the browser asked for, with the page it asked on. */
    const scripts: { script: string; path: string }[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.push({
          script: new URL(request.url()).pathname,
          path: new URL(page.url()).pathname,
        })
    })
    const nav = t(language, 'nav.music')

    for (const path of pages) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      // What the server sent, before any script: the page, in the visitor's language.
      const html = (await response?.text()) ?? ''
      const heading = HEADINGS[path]
      expect(
        {
          lang: html.includes(`<html lang="${language}"`),
          nav: html.includes(`>${nav}<`),
          rendered: !html.includes('<!--app-html-->'),
          inert: html.includes(' inert'),
          heading: !heading || html.includes(`>${t(language, heading)}<`),
        },
        path,
      ).toEqual({ lang: true, nav: true, rendered: true, inert: false, heading: true })

      await expect(page.locator('html')).toHaveAttribute('data-live', '')
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      )
      if (heading)
        await expect(
          page.getByRole('heading', { level: 1, name: exactly(t(language, heading)) }),
        ).toBeVisible()
      // The signed-in parts update once the page is live.
      const account = page.getByRole('banner').getByRole('link', {
        name: exactly(t(language, 'nav.login')),
      })
      if (signedIn) await expect(account).toHaveCount(0)
      else await expect(account).toBeVisible()
      // The server cannot know the theme: once live, the button says whether the dark one is on,
      // the header hydrating for it (decision 042).
      await expect(
        page.getByRole('banner').getByRole('button', { name: exactly(t(language, 'theme.dark')) }),
      ).toHaveAttribute('aria-pressed', theme === 'dark' ? 'true' : 'false')
      // A motion played a set number of times is one iteration: React listens for
      // `animationiteration`, and an animation with iterations to report has the browser
      // compute a frame on the main thread at every tick (decision 035). Endless ones (a
      // spinner while something loads) report none of that count and are left out.
      expect(await page.evaluate(repeatedAnimations), path).toEqual([])
    }
    expect(problems).toEqual([])
    // zod is the forms': no public page loads it but the one with a form, /contacts (decision
    // 030; the track page's share menu once pulled it in through contract/embed.ts).
    const zod = zodFiles()
    expect(zod.length).toBeGreaterThan(0)
    const zodLoads = scripts.filter(({ script }) => zod.includes(script))
    expect(zodLoads.filter(({ path }) => path !== '/contacts')).toEqual([])
    // The control: the contact page's form does load it.
    expect(zodLoads.some(({ path }) => path === '/contacts')).toBe(true)
    await context.close()
  })
}

/** Follows the header's Music link and waits for the music page. */
async function goToMusic(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: exactly(t('en', 'nav.music')) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/musics$/)
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t('en', 'music:title')) }),
  ).toBeVisible()
}

test('a tap right after the first paint works under a 4x CPU slowdown', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const afterFirstPaint = async () => {
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { polling: 16 },
    )
    await page.waitForTimeout(300)
  }

  await page.goto('/artists', { waitUntil: 'commit' })
  await afterFirstPaint()
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await page
    .getByRole('banner')
    .getByRole('button', { name: exactly(t('en', 'theme.dark')) })
    .first()
    .click()
  await expect(page.locator('html')).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/)

  await page.goto('/producers', { waitUntil: 'commit' })
  await afterFirstPaint()
  await goToMusic(page)
})

/** Whether React has hydrated the element: it marks each with a property of its own. */
const isHydratedElement = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'))
const isHydratedIn = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate(isHydratedElement)

/** Opens the page and waits until it is live, marking the document to tell a reload later. */
async function openMarked(page: Page, path: string) {
  await page.goto(path)
  await spaReady(page)
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
}

/** Whether the document openMarked opened is still the one shown (no reload since). */
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)

test("the home page's hero and About stay the server's HTML until used, and a tap on them works", async ({
  page,
}) => {
  const isHydrated = (selector: string) => isHydratedIn(page, selector)
  await openMarked(page, '/')
  expect(await isHydrated('main')).toBe(true)
  expect(await isHydrated('#home h1')).toBe(false)
  expect(await isHydrated('#about h2')).toBe(false)

  // A tap hydrates the part first and reaches the router: the app moves, the document stays.
  await page
    .getByRole('main')
    .getByRole('link', { name: exactly(t('en', 'home:hero.explore')) })
    .click()
  await expect(page).toHaveURL(/\/musics$/)
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t('en', 'music:title')) }),
  ).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
})

test("the header and the footer stay the server's HTML until used, and a tap on them works", async ({
  page,
}) => {
  const isHydrated = (selector: string) => isHydratedIn(page, selector)
  await openMarked(page, '/artists')
  // The control: the page itself is live.
  expect(await isHydrated('main h1')).toBe(true)
  expect(await isHydrated('header a')).toBe(false)
  expect(await isHydrated('footer a')).toBe(false)

  // Each control of the header is a part of its own: a tap on the theme button hydrates that
  // button and reaches its handler, and the links and menus beside it stay the server's.
  const theme = page
    .getByRole('banner')
    .getByRole('button', { name: exactly(t('en', 'theme.dark')) })
  await theme.click()
  await expect(theme).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await isHydrated('header button[aria-pressed]')).toBe(true)
  expect(await isHydrated('header a')).toBe(false)
  expect(await isHydrated('header nav a')).toBe(false)
  // The talent, language and phone menus' buttons.
  const menus = page.locator('header button[aria-expanded]')
  expect(await menus.count()).toBe(3)
  expect(
    await menus.evaluateAll((buttons) =>
      buttons.map((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))),
    ),
  ).toEqual([false, false, false])

  // A tap on the header's links hydrates them first and reaches the router, without a new document.
  await goToMusic(page)
  expect(await isHydrated('header a')).toBe(true)
  expect(await isSameDocument(page)).toBe(true)

  // The footer's links lead within the app too.
  await openMarked(page, '/artists')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: exactly(t('en', 'footer.sections.contact')) })
    .click()
  await expect(page).toHaveURL(/\/#contact$/)
  expect(await isSameDocument(page)).toBe(true)
})

test('on a phone the cards of /gallery and /artists hydrate as they come near, and the page goes live for a signed-in listener too', async ({
  browser,
  sessions,
}) => {
  const listener = await sessions('listener')
  for (const session of [undefined, listener]) {
    const context = await openContext(
      browser,
      'en',
      'light',
      session && { token: session.token, user: toStoredUser(session.user) },
      PHONE,
    )
    const page = await context.newPage()
    const problems = collectProblems(page)
    for (const path of ['/gallery', '/artists']) {
      // Live at all: a card React had not yet tried once held the session's update, and with it
      // the page, until it came near the screen (docs/decisions/043-cards-hydrate-when-near.md).
      await openMarked(page, path)
      const cards = page.locator('main article')
      const last = cards.last()
      await expect.poll(() => isHydratedIn(page, 'main article')).toBe(true)
      // The session reaches every card as the page goes live, and React hydrates each to give it.
      if (!session) expect(await last.evaluate(isHydratedElement)).toBe(false)
      await last.scrollIntoViewIfNeeded()
      await expect.poll(() => last.evaluate(isHydratedElement)).toBe(true)
      expect(await isSameDocument(page)).toBe(true)
    }
    // The last photo, hydrated on the way, opens in the lightbox.
    await page.goto('/gallery')
    await spaReady(page)
    const photo = page.locator('main article').last().getByRole('link')
    await photo.scrollIntoViewIfNeeded()
    await photo.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(problems).toEqual([])
    await context.close()
  }
})

test("/musics and a track page hydrate from the server's data, artists' links included, asking the API nothing", async ({
  page,
  api,
}) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
  })
  for (const path of ['/musics', `/musics/${await firstTrackId(api)}`]) {
    const response = await page.goto(path)
    // An artist with a page is linked in the HTML the server sent.
    expect(await response?.text(), path).toMatch(/<a [^>]*href="\/artist\/[^"]+"/)
    await expect(page.locator('html')).toHaveAttribute('data-live', '')
    await page.waitForLoadState('networkidle')
  }
  expect(calls).toEqual([])
})

test("an artist's page hydrates with the artist's tracks from the server, asking the API nothing", async ({
  page,
  api,
}) => {
  type Named = { _id: string; name?: string; title?: string; artist?: string }
  const list = async (path: string) =>
    ((await (await api.request.get(path)).json()) as { data: { docs: Named[] } }).data.docs
  const [track] = await list('music')
  const artist = (await list('artist?limit=100')).find(
    (item) => artistNameKey(item.name ?? '') === artistNameKey(track?.artist ?? ''),
  )
  if (!track || !artist) throw new Error('The demo needs a track by an artist with a page')
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
  })
  const response = await page.goto(`/artist/${artist._id}`)
  // The artist's releases are in the HTML the server sent, not fetched once the page is live.
  expect(await response?.text()).toContain(`>${track.title}<`)
  await expect(page.locator('html')).toHaveAttribute('data-live', '')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 3, name: track.title })).toBeVisible()
  expect(calls).toEqual([])
})

test("the entry's and the shared chunk's first lines ask V8 to compile them as they load (decisions 036, 048)", async ({
  page,
}) => {
  await page.goto('/musics')
  await expect(page.locator('html')).toHaveAttribute('data-live', '')
  const entry = await page
    .locator('script[type="module"][src*="/assets/index-"]')
    .getAttribute('src')
  // The route's modules, which the page loads beside the entry: the public pages' shared chunk.
  const modules = await page.locator('meta[name="app-modules"]').getAttribute('content')
  const shared = modules?.split(' ').find((file) => file.includes('/assets/site-'))
  for (const file of [entry, shared]) {
    expect(file).toBeTruthy()
    const code = await (await page.request.get(file!)).text()
    expect(code.slice(0, code.indexOf('\n'))).toBe('//# allFunctionsCalledOnLoad')
  }
})

test('a client-side navigation after hydration does not reload the page', async ({ page }) => {
  await page.goto('/gallery')
  await expect(page.locator('html')).toHaveAttribute('data-live', '')
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  await goToMusic(page)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

test('dist/ on a plain static host with a history fallback is the SPA alone', async ({
  page,
  api,
}) => {
  const host = await startStaticHost(serverUrl())
  const problems = collectProblems(page)
  try {
    const artists = (await (await api.request.get('artist')).json()) as { name: string }[]
    const response = await page.goto(`${host.url}/artists`)
    expect(await response?.text()).toContain('<div id="root"><!--app-html--></div>')
    await expect(
      page.getByRole('heading', { level: 1, name: exactly(t('en', 'talent:artists.title')) }),
    ).toBeVisible()
    await expect(page.getByText(artists[0]!.name, { exact: true }).first()).toBeVisible()
    await goToMusic(page)
    expect(problems).toEqual([])
  } finally {
    await host.close()
  }
})
