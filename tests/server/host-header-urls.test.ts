import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

/**
 * Absolute URLs built from the Host header take a plain host[:port] and nothing else.
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// ---------------------------------------------------------------------------------------------

describe('absolute URLs from the Host header', () => {
  let spa: TestApp
  beforeAll(async () => {
    const dist = await mkdtemp(join(tmpdir(), 'label-dist-'))
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Label</title>' +
        '<meta property="og:image" content="/og-image.png" />' +
        '<meta name="twitter:image" content="/og-image.png" /></head><body><div id="root"></div></body></html>',
    )
    spa = await createTestApp({ distDir: dist })
  })
  afterAll(() => spa.close())

  it('uses a plain host[:port], and nothing else, for og:image and twitter:image', async () => {
    const plain = await spa.app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: 'label.example:8080' },
    })
    expect(plain.body).toContain('content="http://label.example:8080/og-image.png"')

    for (const host of [
      'evil"><script>alert(1)</script>',
      'a b',
      "x'onload='y",
      'h/ost',
      'h@ost',
    ]) {
      const res = await spa.app.inject({ method: 'GET', url: '/about', headers: { host } })
      expect(res.statusCode, host).toBeLessThan(500)
      expect(res.body, host).not.toContain('<script>alert')
      expect(res.body, host).not.toContain(host)
      if (res.statusCode === 200) expect(res.body).toContain('content="/og-image.png"')
    }
  })
})
