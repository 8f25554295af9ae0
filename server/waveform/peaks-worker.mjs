// The waveform decoder's thread (server/waveform/peaks.ts sends it one file at a time). Plain
// JavaScript: a worker runs outside tsx and vitest, which only transform the main thread's
// TypeScript.
//
// Decodes one audio file in chunks with the @audio/decode-* codecs (JavaScript and WebAssembly,
// nothing native), keeps the loudest sample of every 10 ms block, and answers `count` peaks
// 0-255 scaled to the track's loudest one. Never more than `maxSeconds` of audio: past it, or on
// any codec error, or when no sample decodes at all, it answers an error and no peaks.
import { parentPort } from 'node:worker_threads'

/** Input is fed in pieces: a decoder's output for one piece stays small, whatever the file's size. */
const CHUNK_BYTES = 256 * 1024
/** A file whose first bytes decode to nothing is not audio we can read; stop looking early. */
const NOTHING_AFTER_BYTES = 8 * 1024 * 1024
const BLOCKS_PER_SECOND = 100

/**
 * @typedef {{ channelData: Float32Array[], sampleRate: number }} AudioData
 * @typedef {{ decode(chunk: Uint8Array): AudioData, flush?: () => AudioData, free?: () => void }} ChunkDecoder
 * @typedef {{ decoder: (this: void) => ChunkDecoder | Promise<ChunkDecoder> }} Codec
 * @typedef {{ bytes: Uint8Array, ext: string, count: number, maxSeconds: number }} Job
 */

/** Each codec is its own package, loaded only when a file needs it. */
const CODECS = {
  mp3: '@audio/decode-mp3',
  wav: '@audio/decode-wav',
  flac: '@audio/decode-flac',
  vorbis: '@audio/decode-vorbis',
  opus: '@audio/decode-opus',
}

/**
 * The codec's package for a stored extension; an Ogg file names its codec in its first page.
 * @param {string} ext
 * @param {Uint8Array} bytes
 * @returns {string | undefined}
 */
function codecOf(ext, bytes) {
  if (ext === 'ogg' || ext === 'opus') {
    const head = Buffer.from(bytes.subarray(0, 128)).toString('latin1')
    if (head.includes('OpusHead')) return CODECS.opus
    if (head.includes('\u0001vorbis')) return CODECS.vorbis
    return undefined
  }
  return Object.entries(CODECS).find(([name]) => name === ext)?.[1]
}

/**
 * Running maxima of |sample| per block of 10 ms, across channels.
 * @param {number} maxBlocks
 */
function blockPeaks(maxBlocks) {
  /** @type {number[]} */
  const blocks = []
  let blockSize = 0
  let current = 0
  let filled = 0
  let frames = 0
  return {
    get frames() {
      return frames
    },
    /** @param {AudioData} audio */
    add({ channelData, sampleRate }) {
      const length = channelData[0]?.length ?? 0
      if (length === 0) return
      if (!blockSize) blockSize = Math.max(1, Math.round(sampleRate / BLOCKS_PER_SECOND))
      frames += length
      for (let start = 0; start < length;) {
        const end = Math.min(length, start + blockSize - filled)
        for (const channel of channelData) {
          for (let i = start; i < end; i++) {
            const value = channel[i] ?? 0
            if (value > current) current = value
            else if (-value > current) current = -value
          }
        }
        filled += end - start
        start = end
        if (filled === blockSize) {
          blocks.push(current)
          current = 0
          filled = 0
          if (blocks.length > maxBlocks) throw new Error('longer than the waveform limit')
        }
      }
    },
    finish() {
      if (filled > 0) blocks.push(current)
      return blocks
    },
  }
}

/**
 * `count` values 0-255: each the loudest block of its stretch, over the loudest of all.
 * @param {number[]} blocks
 * @param {number} count
 */
function scale(blocks, count) {
  const buckets = new Float32Array(count)
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * blocks.length) / count)
    const end = Math.max(start + 1, Math.floor(((i + 1) * blocks.length) / count))
    let peak = 0
    for (let b = start; b < end; b++) peak = Math.max(peak, blocks[b] ?? 0)
    buckets[i] = peak
  }
  const loudest = buckets.reduce((max, value) => (value > max ? value : max), 0)
  return Uint8Array.from(buckets, (value) =>
    loudest > 0 ? Math.round((value / loudest) * 255) : 0,
  )
}

/** @param {Job} job */
async function peaksOf({ bytes, ext, count, maxSeconds }) {
  const codec = codecOf(ext, bytes)
  if (!codec) throw new Error(`no decoder for .${ext}`)
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- a specifier chosen at run time has no types; Codec names what is used
  const { decoder } = /** @type {Codec} */ (await import(codec))
  const instance = await decoder()
  const blocks = blockPeaks(maxSeconds * BLOCKS_PER_SECOND)
  try {
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
      blocks.add(instance.decode(bytes.subarray(offset, offset + CHUNK_BYTES)))
      if (blocks.frames === 0 && offset + CHUNK_BYTES >= NOTHING_AFTER_BYTES)
        throw new Error('no audio in the first bytes')
    }
    if (instance.flush) blocks.add(instance.flush())
  } finally {
    instance.free?.()
  }
  const all = blocks.finish()
  if (all.length === 0) throw new Error('no audio decoded')
  return scale(all, count)
}

const port = parentPort
if (!port) throw new Error('peaks-worker.mjs runs as a worker thread only')
port.on('message', (/** @type {Job} */ job) => {
  peaksOf(job).then(
    (peaks) => port.postMessage({ peaks }, [peaks.buffer]),
    (/** @type {unknown} */ error) =>
      port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  )
})
