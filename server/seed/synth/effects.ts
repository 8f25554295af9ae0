import { SAMPLE_RATE } from './voices'

/** One-pole low-pass in place: takes the fizz off summed pads. */
export function lowpass(buffer: Float32Array, cutoffHz: number): void {
  const alpha = 1 - Math.exp((-2 * Math.PI * cutoffHz) / SAMPLE_RATE)
  let state = 0
  for (let i = 0; i < buffer.length; i++) {
    state += alpha * ((buffer[i] ?? 0) - state)
    buffer[i] = state
  }
}

const scaled = (samplesAt44k: number) => Math.round((samplesAt44k * SAMPLE_RATE) / 44100)

/** Schroeder reverb (four damped combs, two all-passes): cheap, and enough to give the mix a room. */
export function reverb(input: Float32Array, feedback = 0.8): Float32Array {
  const out = new Float32Array(input.length)
  for (const delay of [1116, 1188, 1277, 1356].map(scaled)) {
    const line = new Float32Array(delay)
    let slot = 0
    let filtered = 0
    for (let i = 0; i < input.length; i++) {
      const delayed = line[slot] ?? 0
      filtered = delayed * 0.8 + filtered * 0.2
      line[slot] = (input[i] ?? 0) + filtered * feedback
      out[i] = (out[i] ?? 0) + delayed * 0.25
      if (++slot === delay) slot = 0
    }
  }
  for (const delay of [556, 441].map(scaled)) {
    const line = new Float32Array(delay)
    let slot = 0
    for (let i = 0; i < out.length; i++) {
      const delayed = line[slot] ?? 0
      const value = out[i] ?? 0
      line[slot] = value + delayed * 0.5
      out[i] = delayed - value * 0.5
      if (++slot === delay) slot = 0
    }
  }
  return out
}

/** tanh-like soft clipper (a Padé approximant), much cheaper than Math.tanh per sample. */
export function softClip(x: number): number {
  if (x >= 3) return 1
  if (x <= -3) return -1
  const square = x * x
  return (x * (27 + square)) / (27 + 9 * square)
}
