import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { exactly, t } from './support/locales'

/**
 * The back-office against the real server: an admin edits an artist and deletes a gallery item
 * from the generic manage screen, and the public pages follow; the dashboard's totals are the
 * counts the public API gives.
 *
 * Every spec shares one seeded server, so this one works on records it creates itself (a seeded
 * artist renamed here would surprise the talent walk running beside it).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A small PNG of a random colour, as the data URL the contract wants. */
async function pngDataUrl() {
  const colour = () => Math.floor(Math.random() * 256)
  const png = await sharp({
    create: {
      width: 48,
      height: 48,
      channels: 3,
      background: { r: colour(), g: colour(), b: colour() },
    },
  })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function createArtist(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('artist/add', {
    headers: auth(token),
    data: {
      name,
      bio: 'An artist made by the admin-manage spec.',
      age: 24,
      management: 'E2E',
      imageUrl: await pngDataUrl(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const artists = (await (await request.get('artist')).json()) as { _id: string; name: string }[]
  const created = artists.find((artist) => artist.name === name)
  expect(created, `artist ${name} is listed`).toBeDefined()
  return created!._id
}

async function createGalleryItem(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('gallery/add-gallery', {
    headers: auth(token),
    data: {
      title,
      description: 'A picture made by the admin-manage spec.',
      image: await pngDataUrl(),
      videoUrl: '',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const items = (await (await request.get('gallery')).json()) as { _id: string; title: string }[]
  const created = items.find((item) => item.title === title)
  expect(created, `gallery item ${title} is listed`).toBeDefined()
  return created!._id
}

test('an admin renames an artist in the manage screen, and /artists shows the new name', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(page, 'admin')
  const name = `E2E Artist ${unique()}`
  const renamed = `${name} Renamed`
  const id = await createArtist(api.request, session.token, name)

  try {
    await page.goto('/admin/artists/manage')
    await expect(
      page.getByRole('heading', { level: 1, name: exactly(t('en', 'admin:titles.artistsManage')) }),
    ).toBeVisible()
    await page
      .getByRole('searchbox', { name: t('en', 'manage:entities.artists.search') })
      .fill(name)
    await page
      .getByRole('button', { name: exactly(t('en', 'manage:actions.edit', { name })) })
      .click()

    const dialog = page.getByRole('dialog', { name: t('en', 'manage:entities.artists.editTitle') })
    const field = dialog.getByRole('textbox', { name: exactly(t('en', 'manage:fields.name')) })
    await expect(field).toHaveValue(name)
    await field.fill(renamed)
    await dialog.getByRole('button', { name: exactly(t('en', 'manage:actions.update')) }).click()

    await expect(page.getByText(t('en', 'manage:entities.artists.updated'))).toBeVisible()
    await expect(dialog).toBeHidden()
    // The list reloads after the update; the search box still holds the old name, a prefix of the new.
    await expect(
      page.getByRole('button', {
        name: exactly(t('en', 'manage:actions.edit', { name: renamed })),
      }),
    ).toBeVisible()

    await page.goto('/artists')
    await expect(page.getByText(renamed, { exact: true }).first()).toBeVisible()
    const stored = (await (await api.request.get(`artist/${id}`)).json()) as { name: string }
    expect(stored.name).toBe(renamed)
  } finally {
    await api.request.delete(`artist/${id}`, { headers: auth(session.token) })
  }
})

test('an admin deletes a gallery item after confirming, and it is gone from /gallery', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(page, 'admin')
  const title = `E2E Picture ${unique()}`
  const id = await createGalleryItem(api.request, session.token, title)

  await page.goto('/admin/gallery/manage')
  await page.getByRole('searchbox', { name: t('en', 'manage:entities.gallery.search') }).fill(title)
  await page
    .getByRole('button', { name: exactly(t('en', 'manage:actions.delete', { name: title })) })
    .click()

  const confirm = page.getByRole('alertdialog', {
    name: t('en', 'manage:actions.deleteTitle', { name: title }),
  })
  await expect(confirm).toContainText(t('en', 'manage:entities.gallery.deleteMessage'))
  await confirm
    .getByRole('button', { name: exactly(t('en', 'manage:actions.confirmDelete')) })
    .click()

  await expect(
    page.getByText(t('en', 'manage:entities.gallery.deleted', { name: title })),
  ).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(page.getByText(t('en', 'manage:entities.gallery.empty'))).toBeVisible()

  expect((await api.request.get(`gallery/${id}`)).status()).toBe(404)
  await page.goto('/gallery')
  await page.waitForLoadState('networkidle')
  await expect(page.getByText(title, { exact: true })).toHaveCount(0)
})

test('the dashboard totals equal the counts of the public API', async ({ page, api, loginAs }) => {
  await loginAs(page, 'admin')
  const count = async (path: string) => {
    const body: unknown = await (await api.request.get(path)).json()
    if (Array.isArray(body)) return body.length
    const data = (body as { data: unknown }).data
    return Array.isArray(data) ? data.length : (data as { docs: unknown[] }).docs.length
  }
  const legend = page.getByRole('list', { name: t('en', 'dashboard:distribution.legend') })
  const shown = async (key: 'artists' | 'music' | 'gallery' | 'filmmakers') => {
    const item = legend
      .getByRole('listitem')
      .filter({ hasText: t('en', `dashboard:distribution.series.${key}`) })
    return Number((await item.locator('span').nth(2).textContent()) ?? 'NaN')
  }

  await page.goto('/admin')
  await expect(legend).toBeVisible()
  // Other specs add and remove content on the same server: compare one consistent moment, and
  // read both again if something changed in between.
  await expect(async () => {
    await page.reload()
    await expect(legend).toBeVisible()
    const [artists, music, gallery, filmmakers] = await Promise.all([
      count('artist'),
      count('music'),
      count('gallery'),
      count('filmmaker'),
    ])
    expect({
      artists: await shown('artists'),
      music: await shown('music'),
      gallery: await shown('gallery'),
      filmmakers: await shown('filmmakers'),
    }).toEqual({ artists, music, gallery, filmmakers })
    const total = artists + music + gallery + filmmakers
    await expect(
      page.getByRole('group', { name: t('en', 'dashboard:summary.totalContent') }),
    ).toContainText(new Intl.NumberFormat('en').format(total))
  }).toPass({ timeout: 30_000 })
})
