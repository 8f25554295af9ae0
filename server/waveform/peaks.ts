import { Worker } from 'node:worker_threads'
import { LIMITS } from '../../contract/constants'

/**
 * A track's waveform: PEAK_COUNT values 0-255, the loudest moment of each stretch of the track
 * over the loudest of all, drawn by the player as its seek bar. Computed once when the audio is
 * stored (docs/decisions/013-waveform-peaks-and-embeds.md).
 */
export const PEAK_COUNT = 200

export interface PeaksLimits {
  /** Wall-clock time one decode may take before its thread is stopped. */
  timeoutMs: number
  /** Audio longer than this is not drawn (the decode stops when it gets there). */
  maxSeconds: number
  /** Files larger than the upload limit are not decoded. */
  maxBytes: number
}

/**
 * Room for the longest track the upload limit allows on a busy machine, and a stop for anything
 * far past it (the decoding times: docs/decisions/026).
 */
export const PEAKS_LIMITS: PeaksLimits = {
  timeoutMs: 30_000,
  maxSeconds: 3 * 3600,
  maxBytes: LIMITS.audioBytes,
}

const WORKER_URL = new URL('./peaks-worker.mjs', import.meta.url)
/**
 * A decode's JavaScript heap, at most: the decoders' output is small (the input is fed in
 * pieces); a file that makes them grow past it stops that decode only.
 */
const WORKER_HEAP_MB = 128

type Reply = { peaks: Uint8Array } | { error: string }

/**
 * The decoding thread, kept between files so the codecs' WebAssembly is compiled once (a new
 * thread costs more than decoding a short track), and ended after IDLE_MS without work or after
 * any failure (the next file gets a fresh one). It never keeps the process alive.
 */
const IDLE_MS = 15_000
let idle: { worker: Worker; timer: NodeJS.Timeout } | undefined

function takeWorker(): Worker {
  if (idle) {
    clearTimeout(idle.timer)
    const { worker } = idle
    idle = undefined
    return worker
  }
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    // Codecs print their complaints about broken input; the caller gets the error instead.
    stdout: true,
    stderr: true,
  })
  worker.stdout.resume()
  worker.stderr.resume()
  worker.unref()
  // An error between two files (none is expected) must not be an unhandled 'error' event.
  worker.on('error', () => undefined)
  return worker
}

function keepWorker(worker: Worker) {
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = undefined
    void worker.terminate()
  }, IDLE_MS)
  timer.unref()
  idle = { worker, timer }
}

function decodeOnce(bytes: Uint8Array, ext: string, limits: PeaksLimits): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker()
    const timer = setTimeout(() => {
      finish(new Error(`decoding took longer than ${limits.timeoutMs} ms`))
    }, limits.timeoutMs)
    let isDone = false
    function finish(error: Error | undefined, peaks: number[] = []) {
      if (isDone) return
      isDone = true
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (error) {
        void worker.terminate()
        reject(error)
      } else {
        keepWorker(worker)
        resolve(peaks)
      }
    }
    const onMessage = (reply: Reply) => {
      if ('error' in reply) finish(new Error(reply.error))
      else finish(undefined, [...reply.peaks])
    }
    const onError = (error: Error) => finish(error)
    const onExit = (code: number) => finish(new Error(`decoder thread exited with code ${code}`))
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage({ bytes, ext, count: PEAK_COUNT, maxSeconds: limits.maxSeconds }, [
      bytes.buffer as ArrayBuffer,
    ])
  })
}

/**
 * One decode at a time for the whole process: it takes a core for up to `timeoutMs`, and on a
 * machine with two cores the other one must keep answering requests.
 */
let queue: Promise<unknown> = Promise.resolve()

/**
 * The peaks of an audio file, or [] when it cannot be drawn: a format without a decoder (M4A and
 * AAC), bytes the codec refuses, audio over the limits, a decode over time. Never throws, so a
 * file that cannot be drawn never fails the upload that brought it. The decode runs on a worker
 * thread: the event loop only copies the bytes to it.
 */
export function computePeaks(
  audio: Uint8Array,
  ext: string,
  options: { limits?: Partial<PeaksLimits>; onError?: (error: Error) => void } = {},
): Promise<number[]> {
  const limits = { ...PEAKS_LIMITS, ...options.limits }
  if (audio.length === 0 || audio.length > limits.maxBytes) return Promise.resolve([])
  // A copy the worker owns: the caller's buffer stays usable.
  const bytes = new Uint8Array(audio)
  const run = queue.then(() => decodeOnce(bytes, ext.toLowerCase(), limits))
  queue = run.catch(() => undefined)
  return run.catch((error: unknown) => {
    options.onError?.(error instanceof Error ? error : new Error(String(error)))
    return []
  })
}
