import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { exactly, t } from './support/locales'

/**
 * The manage screens at scale against the real server: an admin searches 30 artists of their
 * own, orders them by name, pages to the second page of 25 and deletes its rows in bulk; the
 * server then holds 25. The artists are made through the API and carry a tag unique to the run,
 * so the spec never touches another spec's records.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const count = (key: string, value: number) =>
  t('en', `manage:${key}_${value === 1 ? 'one' : 'other'}`, { count: String(value) })

async function createArtists(request: APIRequestContext, token: string, tag: string) {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  const imageUrl = `data:image/png;base64,${png.toString('base64')}`
  for (let index = 1; index <= 30; index += 1) {
    const response = await request.post('artist/add', {
      headers: auth(token),
      data: {
        name: `${tag} ${String(index).padStart(2, '0')}`,
        bio: 'An artist made by the admin-scale spec.',
        age: 24,
        management: 'E2E',
        imageUrl,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
}

async function taggedIds(request: APIRequestContext, tag: string) {
  const response = await request.get('artist', { params: { q: tag, limit: 100 } })
  const body = (await response.json()) as { data: { docs: { _id: string }[]; total: number } }
  return body.data.docs.map((artist) => artist._id)
}

test('an admin searches, orders, pages and deletes artists in bulk', async ({
  page,
  api,
  loginAs,
}) => {
  const session = await loginAs(page, 'admin')
  const tag = `Scale${Date.now().toString(36)}`
  await createArtists(api.request, session.token, tag)
  const rowNames = page.getByRole('button', { name: new RegExp(`^Edit ${tag}`) })

  try {
    await page.goto('/admin/artists/manage')
    await page.getByRole('searchbox', { name: t('en', 'manage:entities.artists.search') }).fill(tag)
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`))
    await expect(page.getByText(exactly(count('entities.artists.count', 30)))).toBeVisible()
    await expect(rowNames).toHaveCount(25)
    const pager = page.getByRole('navigation', {
      name: t('en', 'manage:pager.label', { list: t('en', 'manage:entities.artists.table') }),
    })
    await expect(pager).toContainText(t('en', 'manage:pager.pageOf', { page: '1', pages: '2' }))

    // Order by name: the header says so, and a second press reverses it.
    const header = page.getByRole('columnheader', { name: t('en', 'manage:columns.artist') })
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(rowNames.first()).toHaveAccessibleName(`Edit ${tag} 01`)
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(rowNames.first()).toHaveAccessibleName(`Edit ${tag} 30`)

    // The second page holds the last five: 05 down to 01.
    await pager.getByRole('button', { name: t('en', 'manage:pager.next') }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(rowNames).toHaveCount(5)
    await expect(rowNames.first()).toHaveAccessibleName(`Edit ${tag} 05`)

    await page.getByRole('checkbox', { name: t('en', 'manage:selection.page') }).check()
    await expect(page.getByText(count('selection.count', 5))).toBeVisible()
    await page.getByRole('button', { name: t('en', 'manage:bulk.delete') }).click()
    const confirm = page.getByRole('alertdialog', {
      name: t('en', 'manage:bulk.deleteTitle', { items: count('entities.artists.count', 5) }),
    })
    await confirm
      .getByRole('button', { name: exactly(t('en', 'manage:actions.confirmDelete')) })
      .click()

    await expect(
      page.getByText(t('en', 'manage:bulk.deleted', { items: count('entities.artists.count', 5) })),
    ).toBeVisible()
    // Page 2 emptied: the screen is back on page 1, the only one left.
    await expect(page.getByText(exactly(count('entities.artists.count', 25)))).toBeVisible()
    await expect(page).not.toHaveURL(/[?&]page=/)
    await expect(rowNames).toHaveCount(25)
    await expect(pager).toBeHidden()
    expect(await taggedIds(api.request, tag)).toHaveLength(25)
  } finally {
    for (const id of await taggedIds(api.request, tag))
      await api.request.delete(`artist/${id}`, { headers: auth(session.token) })
  }
})
