import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test, uniqueListener } from './fixtures'
import { exactly, t } from './support/locales'

/**
 * The create forms of the back-office against the real server, through to the public pages:
 * what an admin adds by the forms (files chosen in the pickers, the producer's three steps, a
 * real audio file) appears where visitors look. Then a listener deactivated by an admin loses
 * its session, and a half-filled form asks before it is left.
 *
 * Every spec shares one seeded server: each test names its records uniquely and removes them.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** Letters only: a producer's name admits letters, spaces, hyphens and apostrophes. */
const uniqueLetters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** A small PNG, as a file the pickers accept. */
async function pngFile(name: string) {
  const buffer = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: exactly(label) })

/** The public list's record of that name (or title), through the API. */
async function findListed(request: APIRequestContext, path: string, key: string, value: string) {
  const body: unknown = await (await request.get(path)).json()
  const list = Array.isArray(body)
    ? body
    : ((body as { data: unknown }).data as { docs?: unknown[] } | unknown[])
  const rows = (Array.isArray(list) ? list : (list.docs ?? [])) as Record<string, unknown>[]
  return rows.find((row) => row[key] === value) as
    ({ _id: string } & Record<string, unknown>) | undefined
}

test('an artist added by the form, its image chosen in the picker, is on /artists', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(page, 'admin')
  const name = `E2E Form Artist ${unique()}`
  await page.goto('/admin/artists/create')

  await textbox(page, t('en', 'manage:fields.name')).fill(name)
  await textbox(page, t('en', 'manage:fields.management')).fill('Kigali Label')
  await page.getByRole('spinbutton', { name: exactly(t('en', 'manage:fields.age')) }).fill('27')
  await textbox(page, t('en', 'manage:fields.bio')).fill('A singer added through the form.')
  await page.getByLabel(t('en', 'forms:artist.image')).setInputFiles(await pngFile('face.png'))
  await expect(
    page.getByRole('img', { name: t('en', 'forms:fileDrop.preview', { name: 'face.png' }) }),
  ).toBeVisible()
  await page.getByRole('button', { name: exactly(t('en', 'forms:artist.submit')) }).click()
  await expect(page.getByText(t('en', 'forms:artist.created'))).toBeVisible()

  const created = await findListed(api.request, 'artist', 'name', name)
  expect(created, 'the artist is listed by the API').toBeDefined()
  try {
    await page.goto('/artists')
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
  } finally {
    await api.request.delete(`artist/${created!._id}`, { headers: auth(session.token) })
  }
})

test('a producer made in the three-step wizard is on /producers', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(page, 'admin')
  const name = `Wizard Producer ${uniqueLetters()}`
  const next = page.getByRole('button', { name: exactly(t('en', 'producer-wizard:actions.next')) })
  await page.goto('/admin/producer/create')

  // Step 1: Next stays on the step, showing why, until the step is valid.
  await textbox(page, t('en', 'producer-wizard:fields.name')).fill(name)
  await page
    .getByRole('combobox', { name: exactly(t('en', 'producer-wizard:fields.level')) })
    .selectOption({ index: 2 })
  await page
    .getByLabel(t('en', 'producer-wizard:fields.image'))
    .setInputFiles(await pngFile('producer.png'))
  const bio = textbox(page, t('en', 'producer-wizard:fields.bio'))
  await bio.fill('Too short.')
  await next.click()
  await expect(page.getByText(t('en', 'validation:producer.bioMin'))).toBeVisible()
  await expect(bio).toBeVisible()
  await bio.fill(
    'Producer of Kigali afrobeat and hip hop sessions, mixing live drums with warm synths.',
  )
  await next.click()

  // Step 2: genres and skills are groups of chips (labels of visually hidden checkboxes).
  await page
    .getByRole('group', { name: t('en', 'producer-wizard:fields.genres') })
    .locator('label')
    .first()
    .click()
  await page
    .getByRole('group', { name: t('en', 'producer-wizard:fields.skills') })
    .locator('label')
    .first()
    .click()
  await page
    .getByRole('spinbutton', { name: exactly(t('en', 'producer-wizard:fields.yearsExperience')) })
    .fill('6')
  await textbox(page, t('en', 'producer-wizard:fields.contactEmail')).fill(
    `wizard-${unique()}@example.com`,
  )
  await next.click()

  // Step 3: everything optional.
  await textbox(page, t('en', 'producer-wizard:social.instagram')).fill('wizard.beats')
  await page
    .getByRole('button', { name: exactly(t('en', 'producer-wizard:actions.submit')) })
    .click()
  await expect(page.getByText(t('en', 'producer-wizard:success'))).toBeVisible()

  const created = await findListed(api.request, 'producer', 'name', name)
  expect(created, 'the producer is listed by the API').toBeDefined()
  try {
    // The wizard resets to its first, empty step.
    await expect(textbox(page, t('en', 'producer-wizard:fields.name'))).toHaveValue('', {
      timeout: 10_000,
    })
    await page.goto('/producers')
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
  } finally {
    await api.request.delete(`producer/${created!._id}`, { headers: auth(session.token) })
  }
})

test('a track uploaded with a real audio file is on /musics with the duration read from it', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(page, 'admin')
  const title = `E2E Upload ${unique()}`
  // A seeded track's audio: real MP3 bytes, over a minute long.
  const seeded = (await (await api.request.get('music')).json()) as {
    data: { docs: { audioUrl: string; duration: number }[] }
  }
  const source = seeded.data.docs[0]!
  const audio = await (await page.request.get(source.audioUrl)).body()

  await page.goto('/admin/music/upload')
  await textbox(page, t('en', 'music-upload:fields.title')).fill(title)
  await textbox(page, t('en', 'music-upload:fields.artist')).fill('E2E Band')
  await page
    .getByRole('combobox', { name: exactly(t('en', 'music-upload:fields.genre')) })
    .selectOption({ label: t('en', 'music-upload:genres.jazz') })
  await page
    .getByLabel(t('en', 'music-upload:fields.audio'))
    .setInputFiles({ name: 'take-one.mp3', mimeType: 'audio/mpeg', buffer: audio })
  const duration = page.getByRole('spinbutton', {
    name: exactly(t('en', 'music-upload:fields.duration')),
  })
  await expect(duration).not.toHaveValue('')
  await page.getByRole('button', { name: exactly(t('en', 'music-upload:actions.submit')) }).click()
  await expect(page.getByText(t('en', 'music-upload:success'))).toBeVisible()

  const created = await findListed(api.request, 'music', 'title', title)
  expect(created, 'the track is listed by the API').toBeDefined()
  try {
    // The server reads the real duration from the file, whatever the form sent.
    expect(Math.abs(Number(created!.duration) - source.duration)).toBeLessThanOrEqual(1)
    await page.goto('/musics')
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
  } finally {
    await api.request.delete(`music/${created!._id}`, { headers: auth(session.token) })
  }
})

test('a filmmaker with two portfolio rows and a gallery picture are on the public pages', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(page, 'admin')
  const name = `E2E Form Filmmaker ${unique()}`
  const title = `E2E Form Picture ${unique()}`
  const cleanup: string[] = []
  try {
    await page.goto('/admin/filmmaker/create')
    await textbox(page, t('en', 'manage:fields.name')).fill(name)
    await page
      .getByRole('spinbutton', { name: exactly(t('en', 'manage:fields.experience')) })
      .fill('4')
    await textbox(page, t('en', 'manage:fields.bio')).fill('Shoots the label’s music videos.')
    await textbox(page, t('en', 'manage:fields.email')).fill(`film-${unique()}@example.com`)
    await page
      .getByLabel(t('en', 'forms:filmmaker.image'))
      .setInputFiles(await pngFile('filmmaker.png'))
    const projectTitles = page.getByRole('textbox', {
      name: exactly(t('en', 'forms:filmmaker.portfolio.title')),
    })
    await projectTitles.first().fill('Inzozi (video)')
    await page
      .getByRole('button', { name: exactly(t('en', 'forms:filmmaker.portfolio.add')) })
      .click()
    await projectTitles.nth(1).fill('Live at the studio')
    await page.getByRole('button', { name: exactly(t('en', 'forms:filmmaker.submit')) }).click()
    await expect(page.getByText(t('en', 'forms:filmmaker.created'))).toBeVisible()
    const filmmaker = await findListed(api.request, 'filmmaker', 'name', name)
    expect(filmmaker, 'the filmmaker is listed by the API').toBeDefined()
    cleanup.push(`filmmaker/${filmmaker!._id}`)
    // Reset to the defaults after success.
    await expect(textbox(page, t('en', 'manage:fields.name'))).toHaveValue('')

    await page.goto('/admin/gallery/create')
    await textbox(page, t('en', 'manage:fields.title')).fill(title)
    await textbox(page, t('en', 'manage:fields.description')).fill('Made by the e2e form test.')
    await page.getByLabel(t('en', 'manage:fields.image')).setInputFiles(await pngFile('pic.png'))
    await page.getByRole('button', { name: exactly(t('en', 'forms:gallery.submit')) }).click()
    await expect(page.getByText(t('en', 'forms:gallery.created'))).toBeVisible()
    const picture = await findListed(api.request, 'gallery', 'title', title)
    expect(picture, 'the picture is listed by the API').toBeDefined()
    cleanup.push(`gallery/${picture!._id}`)

    await page.goto(`/filmmakers/${filmmaker!._id}`)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText('Live at the studio')).toBeVisible()
    await page.goto('/gallery')
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
  } finally {
    for (const path of cleanup) await api.request.delete(path, { headers: auth(session.token) })
  }
})

test('a listener deactivated by an admin loses its session and cannot sign in until reactivated', async ({
  page,
  api,
  loginAs,
}) => {
  const listener = uniqueListener('deactivate')
  await api.register(listener)
  const { token } = await api.login(listener.email, listener.password)
  await loginAs(page, 'admin')

  await page.goto('/admin/users/manage')
  await page.getByRole('searchbox').fill(listener.email)
  await page
    .getByRole('button', {
      name: exactly(t('en', 'manage:users.deactivate', { name: listener.username })),
    })
    .click()
  // Deactivating asks first.
  await page
    .getByRole('alertdialog', {
      name: t('en', 'manage:users.deactivateTitle', { name: listener.username }),
    })
    .getByRole('button', { name: exactly(t('en', 'manage:users.deactivateConfirm')) })
    .click()
  await expect(
    page.getByText(t('en', 'manage:users.deactivated', { name: listener.username })),
  ).toBeVisible()

  // The listener's session is over: a call made with its token is refused, and so is a new login.
  const tracks = (await (await api.request.get('music')).json()) as {
    data: { docs: { _id: string }[] }
  }
  const play = await api.request.put(`music/${tracks.data.docs[0]!._id}/play`, {
    headers: auth(token),
  })
  expect(play.status()).toBe(401)
  const login = await api.request.post('admin/login', {
    data: { email: listener.email, password: listener.password },
  })
  expect(login.status()).toBeGreaterThanOrEqual(400)

  await page
    .getByRole('button', {
      name: exactly(t('en', 'manage:users.activate', { name: listener.username })),
    })
    .click()
  await expect(
    page.getByText(t('en', 'manage:users.activated', { name: listener.username })),
  ).toBeVisible()
  await api.login(listener.email, listener.password)
})

test('leaving a half-filled create form asks first, and staying keeps what was typed', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'admin')
  await page.goto('/admin/gallery/create')
  const title = textbox(page, t('en', 'manage:fields.title'))
  await title.fill('Half-written title')

  await page
    .getByRole('link', { name: t('en', 'admin:nav.dashboard') })
    .first()
    .click()
  const ask = page.getByRole('alertdialog', { name: t('en', 'forms:unsaved.title') })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: exactly(t('en', 'forms:unsaved.stay')) }).click()
  await expect(ask).toBeHidden()
  await expect(title).toHaveValue('Half-written title')
  await expect(page).toHaveURL(/\/admin\/gallery\/create$/)
})
