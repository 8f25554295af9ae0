import type { Random } from '../random'
import { SAMPLE_RATE } from './voices'

export interface DrumKit {
  kick: Float32Array
  snare: Float32Array
  clap: Float32Array
  rim: Float32Array
  hat: Float32Array
  openHat: Float32Array
  shaker: Float32Array
  ride: Float32Array
}

function render(seconds: number, sample: (t: number, i: number) => number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE))
  for (let i = 0; i < out.length; i++) out[i] = sample(i / SAMPLE_RATE, i)
  return out
}

/** White noise through a first-difference filter: the hiss of cymbals without the rumble. */
function brightNoise(random: Random) {
  let previous = 0
  return () => {
    const value = random.next() * 2 - 1
    const bright = value - previous
    previous = value
    return bright * 0.6
  }
}

/** Each drum is rendered once per track from decaying sines and filtered noise, then mixed in. */
export function createDrumKit(random: Random): DrumKit {
  const noise = () => random.next() * 2 - 1
  const hiss = brightNoise(random)
  let kickPhase = 0
  return {
    kick: render(0.45, (t) => {
      kickPhase += (2 * Math.PI * (48 + 110 * Math.exp(-t * 28))) / SAMPLE_RATE
      return Math.sin(kickPhase) * Math.exp(-t * 7.5) + 0.3 * noise() * Math.exp(-t * 300)
    }),
    snare: render(
      0.3,
      (t) =>
        0.55 * noise() * Math.exp(-t * 16) +
        0.45 * Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t * 28),
    ),
    clap: render(0.3, (t) => {
      const bursts = Math.exp(-((t % 0.011) * 250)) * (t < 0.035 ? 1 : 0)
      return noise() * (0.6 * bursts + 0.5 * Math.exp(-t * 14))
    }),
    rim: render(
      0.08,
      (t) => Math.sin(2 * Math.PI * 820 * t) * Math.exp(-t * 70) + 0.3 * hiss() * Math.exp(-t * 90),
    ),
    hat: render(0.07, (t) => hiss() * Math.exp(-t * 70)),
    openHat: render(0.35, (t) => hiss() * Math.exp(-t * 11)),
    shaker: render(0.09, (t) => hiss() * Math.min(1, t * 120) * Math.exp(-t * 45)),
    ride: render(
      0.6,
      (t) =>
        0.6 * hiss() * Math.exp(-t * 6) +
        0.15 * Math.sin(2 * Math.PI * 3150 * t) * Math.exp(-t * 5),
    ),
  }
}

export function addSample(
  target: Float32Array,
  sample: Float32Array,
  start: number,
  gain: number,
): void {
  const first = Math.round(start * SAMPLE_RATE)
  const total = Math.min(sample.length, target.length - first)
  for (let i = 0; i < total; i++)
    target[first + i] = (target[first + i] ?? 0) + gain * (sample[i] ?? 0)
}
