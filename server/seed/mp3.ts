import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { Mp3Encoder } from '@breezystack/lamejs'

const KBPS = 96
const BLOCK = 1152 * 32

export function toPcm16(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (sample) => Math.round(Math.max(-1, Math.min(1, sample)) * 32767))
}

/** MP3 through lamejs (pure JavaScript, nothing native to install), on the calling thread. */
export function encodeMp3(pcm: Int16Array, sampleRate: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, KBPS)
  const chunks: Buffer[] = []
  const keep = (part: Uint8Array) =>
    chunks.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength))
  for (let offset = 0; offset < pcm.length; offset += BLOCK)
    keep(encoder.encodeBuffer(pcm.subarray(offset, offset + BLOCK)))
  keep(encoder.flush())
  return Buffer.concat(chunks)
}

/**
 * The same loop for a worker. It is plain JavaScript evaluated as a string because the worker
 * runs outside tsx and vitest, which only transform the main thread's TypeScript.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const lame = import(workerData.lamejs)
parentPort.on('message', async ({ id, pcm, sampleRate }) => {
  try {
    const { Mp3Encoder } = await lame
    const encoder = new Mp3Encoder(1, sampleRate, ${KBPS})
    const parts = []
    for (let offset = 0; offset < pcm.length; offset += ${BLOCK}) parts.push(encoder.encodeBuffer(pcm.subarray(offset, offset + ${BLOCK})))
    parts.push(encoder.flush())
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
    let at = 0
    for (const part of parts) {
      out.set(new Uint8Array(part.buffer, part.byteOffset, part.length), at)
      at += part.length
    }
    parentPort.postMessage({ id, mp3: out }, [out.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) })
  }
})
`

type Reply = { id: number; mp3?: Uint8Array; error?: string }

export interface Mp3Pool {
  encode(pcm: Int16Array, sampleRate: number): Promise<Buffer>
  close(): Promise<void>
}

/**
 * Encoding is most of the seed's time; a worker per core runs tracks side by side while the main
 * thread synthesises the next one. If workers cannot start, encoding happens on this thread.
 */
export function createMp3Pool(size = Math.max(1, Math.min(2, availableParallelism()))): Mp3Pool {
  const entry = createRequire(import.meta.url).resolve('@breezystack/lamejs')
  const lamejs = pathToFileURL(join(dirname(entry), 'lamejs.js')).href
  let workers: Worker[] = []
  try {
    workers = Array.from(
      { length: size },
      () => new Worker(WORKER_SOURCE, { eval: true, workerData: { lamejs } }),
    )
  } catch {
    workers = []
  }
  const alive = new Set(workers)
  const idle = [...workers]
  const waiting: ((worker: Worker | undefined) => void)[] = []
  let nextId = 0

  /** A free worker, or undefined once none is left alive (the caller then encodes itself). */
  const acquire = () =>
    new Promise<Worker | undefined>((resolve) => {
      if (alive.size === 0) return resolve(undefined)
      const worker = idle.pop()
      if (worker) resolve(worker)
      else waiting.push(resolve)
    })
  const release = (worker: Worker) => {
    const next = waiting.shift()
    if (next) next(worker)
    else idle.push(worker)
  }
  const retire = (worker: Worker) => {
    alive.delete(worker)
    const position = idle.indexOf(worker)
    if (position >= 0) idle.splice(position, 1)
    void worker.terminate()
    if (alive.size === 0) waiting.splice(0).forEach((resolve) => resolve(undefined))
  }
  // A worker failing between tasks must not become an unhandled 'error' event.
  for (const worker of workers) worker.on('error', () => retire(worker))
  const run = (worker: Worker, pcm: Int16Array, sampleRate: number) =>
    new Promise<Reply>((resolve, reject) => {
      const id = nextId++
      const onMessage = (message: Reply) => {
        if (message.id !== id) return
        worker.off('message', onMessage)
        worker.off('error', reject)
        resolve(message)
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
      // Copied, not transferred: the samples are still needed if this worker fails.
      worker.postMessage({ id, pcm, sampleRate })
    })

  return {
    async encode(pcm, sampleRate) {
      const worker = await acquire()
      if (!worker) return encodeMp3(pcm, sampleRate)
      let reply: Reply
      try {
        reply = await run(worker, pcm, sampleRate)
      } catch {
        retire(worker)
        return encodeMp3(pcm, sampleRate)
      }
      release(worker)
      return reply.mp3
        ? Buffer.from(reply.mp3.buffer, reply.mp3.byteOffset, reply.mp3.byteLength)
        : encodeMp3(pcm, sampleRate)
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
