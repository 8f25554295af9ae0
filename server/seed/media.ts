import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { MediaStore, StoredMedia } from '../media'
import { computePeaks } from '../waveform/peaks'
import { renderTrack, SAMPLE_RATE } from './audio'
import { DEMO_ARTISTS, DEMO_FILMMAKERS, DEMO_GALLERY, DEMO_PRODUCERS, DEMO_TRACKS } from './data'
import { renderCover, renderPortrait, renderScene } from './images'
import { createMp3Pool, toPcm16 } from './mp3'

export interface DemoMedia {
  artists: StoredMedia[]
  producers: StoredMedia[]
  filmmakers: StoredMedia[]
  gallery: StoredMedia[]
  covers: StoredMedia[]
  /** With each track's waveform, decoded from the stored MP3 as an upload's would be. */
  audio: (StoredMedia & { peaks: number[] })[]
}

/** A promise awaited later must not count as an unhandled rejection in the meantime. */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

/**
 * Generates and stores every demo file. Images are rendered by sharp on its own threads and MP3s
 * are encoded on worker threads, while this thread synthesises the next track: on two cores the
 * three overlap instead of queueing.
 */
export async function createDemoMedia(media: MediaStore): Promise<DemoMedia> {
  const image = (render: Promise<Buffer>) =>
    render.then((buffer) => media.saveBuffer(buffer, 'image'))
  const images = later(
    Promise.all([
      Promise.all(DEMO_ARTISTS.map((artist, i) => image(renderPortrait(artist.name, i)))),
      Promise.all(DEMO_PRODUCERS.map((producer, i) => image(renderPortrait(producer.name, i + 8)))),
      Promise.all(
        DEMO_FILMMAKERS.map((filmmaker, i) => image(renderPortrait(filmmaker.name, i + 16))),
      ),
      Promise.all(
        DEMO_GALLERY.map((item, i) =>
          image(renderScene(item.category, i, item.width, item.height)),
        ),
      ),
      Promise.all(DEMO_TRACKS.map((track, i) => image(renderCover(track.title, track.artist, i)))),
    ]),
  )

  const pool = createMp3Pool()
  const storeWithPeaks = async (mp3: Buffer) => ({
    ...(await media.saveBuffer(mp3, 'audio')),
    peaks: await computePeaks(mp3, 'mp3'),
  })
  try {
    const audio: Promise<DemoMedia['audio'][number]>[] = []
    for (const [index, track] of DEMO_TRACKS.entries()) {
      const pcm = toPcm16(renderTrack(track.style, 4200 + index))
      audio.push(later(pool.encode(pcm, SAMPLE_RATE).then(storeWithPeaks)))
      // Lets finished images and encodes move on to their next step between two syntheses.
      await yieldToEventLoop()
    }
    const [artists, producers, filmmakers, gallery, covers] = await images
    return { artists, producers, filmmakers, gallery, covers, audio: await Promise.all(audio) }
  } finally {
    await pool.close()
  }
}
