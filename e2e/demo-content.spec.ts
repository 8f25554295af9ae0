import demoTracks from '../server/seed/data/tracks.json' with { type: 'json' }
import { expect, serverUrl, test } from './fixtures'

/**
 * The real server as `npm start` runs it, seeded on an empty data directory: what a newcomer
 * sees on the first start (issue 2's "done when"). API only, no browser.
 */
test.describe('the seeded server', () => {
  test('answers health and lists the demo content in the counts promised', async ({ api }) => {
    const health = await api.request.get('health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })

    const artists = (await (await api.request.get('artist')).json()) as unknown[]
    expect(artists.length).toBeGreaterThanOrEqual(8)

    const producers = (await (await api.request.get('producer')).json()) as { data: unknown[] }
    expect(producers.data.length).toBeGreaterThanOrEqual(6)

    const filmmakers = (await (await api.request.get('filmmaker')).json()) as unknown[]
    expect(filmmakers.length).toBeGreaterThanOrEqual(6)

    const gallery = (await (await api.request.get('gallery')).json()) as { category?: string }[]
    expect(gallery.length).toBeGreaterThanOrEqual(12)
    expect(new Set(gallery.map((item) => item.category)).size).toBeGreaterThanOrEqual(3)
  })

  test('serves at least 8 tracks of a minute or more whose audio answers Range requests', async ({
    api,
  }) => {
    const response = await api.request.get('music')
    expect(response.status()).toBe(200)
    const { data } = (await response.json()) as {
      data: { docs: { title: string; duration: number; audioUrl: string }[] }
    }
    // The seeded tracks only: another test's own tracks may be listed beside them.
    const titles = new Set(demoTracks.map((track) => track.title))
    const seeded = data.docs.filter((track) => titles.has(track.title))
    expect(seeded.length).toBeGreaterThanOrEqual(8)

    for (const track of seeded) {
      expect(track.duration, track.title).toBeGreaterThanOrEqual(60)
      const audio = await api.request.get(new URL(track.audioUrl, serverUrl()).href, {
        headers: { range: 'bytes=0-1023' },
      })
      expect(audio.status(), `${track.title}: ${track.audioUrl}`).toBe(206)
      expect(audio.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/)
      expect((await audio.body()).length).toBe(1024)
    }
  })
})
