import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

/**
 * Strict-Transport-Security only on answers to HTTPS requests. The HTTPS side is a real TLS
 * server (a throwaway self-signed certificate from openssl) that hands its requests to the app's
 * router, so `request.protocol` comes from a real encrypted socket.
 */

let t: TestApp
let certDir: string
let server: Server

beforeAll(async () => {
  t = await createTestApp()
  certDir = await mkdtemp(join(tmpdir(), 'label-tls-'))
  const [key, cert] = [join(certDir, 'key.pem'), join(certDir, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (req, res) => {
    t.app.routing(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await t.close()
  await rm(certDir, { recursive: true, force: true })
})

function httpsGet(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, rejectUnauthorized: false }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('Strict-Transport-Security', () => {
  it.each(['/api/v1/health', '/api/v1/artist', '/api/v1/nothing-here', '/media/nothing.png'])(
    'is not sent over plain HTTP (%s)',
    async (url) => {
      const res = await t.app.inject({ url })
      expect(res.headers['strict-transport-security']).toBeUndefined()
      // The other helmet headers are still there.
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    },
  )

  it.each(['/api/v1/health', '/api/v1/nothing-here'])('is sent over HTTPS (%s)', async (url) => {
    const res = await httpsGet(url)
    expect(res.status).toBeGreaterThan(0)
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
