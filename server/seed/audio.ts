import { createRandom } from './random'
import { SECTION_HAS, sectionOf } from './synth/arrangement'
import { addSample, createDrumKit } from './synth/drums'
import { lowpass, reverb, softClip } from './synth/effects'
import { GROOVES, type GrooveName } from './synth/grooves'
import {
  answerTo,
  chordTones,
  makeMotif,
  pentatonicPitch,
  snapToChord,
  type MelodyNote,
  type Mode,
} from './synth/melody'
import {
  addBell,
  addLogDrum,
  addMallet,
  addPluck,
  addTone,
  midiToHz,
  SAMPLE_RATE,
  type TableName,
} from './synth/voices'

export { SAMPLE_RATE } from './synth/voices'

export interface TrackStyle {
  bpm: number
  /** Pitch class of the key (0 = C). */
  key: number
  mode: Mode
  /** Scale degrees (0-based), one chord per bar, repeated. */
  progression: readonly number[]
  groove: GrooveName
  lead: 'mallet' | 'pluck' | 'bell'
  pad: TableName
  /** Minimum length; the track ends on a whole bar after it. */
  seconds: number
  hasSevenths?: boolean
  hasArpeggio?: boolean
  /** Delay of off-beat sixteenths, as a fraction of a sixteenth (hip-hop and jazz swing). */
  swing?: number
}

/** Renders a whole track as mono samples in [-1, 1]. Deterministic for a given style and seed. */
export function renderTrack(style: TrackStyle, seed: number): Float32Array {
  const random = createRandom(seed)
  const groove = GROOVES[style.groove]
  const kit = createDrumKit(random)
  const sixteenth = 60 / style.bpm / 4
  const barLength = sixteenth * 16
  const bars = Math.ceil(style.seconds / barLength)
  const length = Math.ceil((bars * barLength + 2.5) * SAMPLE_RATE)
  const [drums, bass, pads, lead] = [0, 0, 0, 0].map(() => new Float32Array(length)) as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ]
  const tonic = ((style.key + 5) % 12) - 5
  const at = (bar: number, step: number) =>
    bar * barLength + step * sixteenth + (step % 2 === 1 ? (style.swing ?? 0) * sixteenth : 0)
  const motifs = { verse: makeMotif(random, 0.45), chorus: makeMotif(random, 0.6) }
  const answers = { verse: answerTo(random, motifs.verse), chorus: answerTo(random, motifs.chorus) }
  const kicks: number[] = []

  for (let bar = 0; bar < bars; bar++) {
    const section = sectionOf(bar, bars)
    const degree = style.progression[bar % style.progression.length] ?? 0
    const nextDegree = style.progression[(bar + 1) % style.progression.length] ?? 0
    const chord = chordTones(style.mode, degree, style.hasSevenths ?? false)
    const chordPitches = chord.map((tone) => 52 + tonic + tone)

    for (const pitch of chordPitches) {
      for (const detune of [-0.004, 0.004]) {
        addTone(
          pads,
          style.pad,
          midiToHz(pitch),
          bar * barLength,
          barLength,
          0.06,
          { attack: 0.3, release: 0.7 },
          detune,
        )
      }
    }

    for (const hits of groove.hits) {
      const isPlaying =
        SECTION_HAS.drums.has(section) || (hits.isTimekeeper === true && section !== 'break')
      if (!isPlaying || (section === 'outro' && hits.voice !== 'kick' && !hits.isTimekeeper))
        continue
      for (const step of hits.steps) {
        const time = at(bar, step)
        addSample(drums, kit[hits.voice], time, hits.gain * (0.85 + 0.15 * random.next()))
        if (hits.voice === 'kick') kicks.push(time)
      }
    }
    const isBeforeChorus = sectionOf(bar + 1, bars) === 'chorus' && section !== 'chorus'
    if (isBeforeChorus && groove.hits.length > 0) {
      for (const step of [12, 13, 14, 15])
        addSample(drums, kit.snare, at(bar, step), 0.25 + step * 0.02)
    }

    if (SECTION_HAS.bass.has(section)) {
      const nextRoot = chordTones(style.mode, nextDegree, false)[0] ?? 0
      const tones = [
        chord[0] ?? 0,
        chord[1] ?? 0,
        chord[2] ?? 0,
        (chord[0] ?? 0) + 12,
        nextRoot - 1,
      ]
      for (const [step, tone, steps] of groove.bass) {
        const frequency = midiToHz(40 + tonic + (tones[tone] ?? 0))
        if (groove.bassVoice === 'log')
          addLogDrum(bass, frequency, at(bar, step), steps * sixteenth, 0.55)
        else
          addTone(bass, 'bass', frequency, at(bar, step), steps * sixteenth * 0.9, 0.5, {
            attack: 0.006,
            release: 0.06,
            decay: 1.2,
          })
      }
    }

    if (style.hasArpeggio && SECTION_HAS.arpeggio.has(section)) {
      const order = [0, 1, 2, 1, 3, 1, 2, 1]
      order.forEach((index, position) => {
        const pitch =
          (chordPitches[index % chordPitches.length] ?? 60) + (index === 3 ? 12 : 0) + 12
        addMallet(lead, midiToHz(pitch), at(bar, position * 2), 0.1)
      })
    }

    const isAnswer = bar % 4 >= 2
    const melodySection = section === 'chorus' ? 'chorus' : 'verse'
    const playsMelody = SECTION_HAS.melody.has(section) || (section === 'verse' && isAnswer)
    if (playsMelody) {
      const phrase: MelodyNote[] = (isAnswer ? answers : motifs)[melodySection]
      const half = bar % 2
      for (const note of phrase.filter((candidate) => Math.floor(candidate.step / 16) === half)) {
        const step = note.step % 16
        let pitch = 64 + tonic + pentatonicPitch(style.mode, note.degree)
        if (step % 8 === 0) pitch = snapToChord(pitch, chordPitches)
        const time = at(bar, step)
        const seconds = note.length * sixteenth
        const gain = section === 'verse' ? 0.2 : 0.3
        if (style.lead === 'mallet') addMallet(lead, midiToHz(pitch), time, gain)
        else if (style.lead === 'pluck')
          addPluck(lead, midiToHz(pitch), time, seconds + 0.4, gain, random)
        else addBell(lead, midiToHz(pitch), time, seconds, gain * 0.8)
      }
    }
  }

  lowpass(pads, 2200)
  if (groove.isPumping) duckAfter(pads, kicks)
  return master(drums, bass, pads, lead)
}

function duckAfter(buffer: Float32Array, kicks: number[]): void {
  let next = 0
  let last = -10
  for (let i = 0; i < buffer.length; i++) {
    const t = i / SAMPLE_RATE
    while (next < kicks.length && (kicks[next] ?? Infinity) <= t) last = kicks[next++] ?? last
    buffer[i] = (buffer[i] ?? 0) * (1 - 0.5 * Math.exp(-(t - last) * 9))
  }
}

/** Sums the buses, adds a room, fades the ends, soft-clips and normalises to -1 dBFS. */
function master(
  drums: Float32Array,
  bass: Float32Array,
  pads: Float32Array,
  lead: Float32Array,
): Float32Array {
  const length = pads.length
  const send = new Float32Array(length)
  for (let i = 0; i < length; i++) send[i] = 0.5 * (pads[i] ?? 0) + 0.7 * (lead[i] ?? 0)
  const out = reverb(send)
  const fadeIn = 0.05 * SAMPLE_RATE
  const fadeOutFrom = length - 4 * SAMPLE_RATE
  let peak = 0
  for (let i = 0; i < length; i++) {
    const dry =
      0.8 * (drums[i] ?? 0) + 0.8 * (bass[i] ?? 0) + 0.7 * (pads[i] ?? 0) + 0.75 * (lead[i] ?? 0)
    let value = softClip(1.2 * (dry + 0.3 * (out[i] ?? 0)))
    if (i < fadeIn) value *= i / fadeIn
    else if (i > fadeOutFrom) value *= (length - i) / (length - fadeOutFrom)
    out[i] = value
    if (value > peak) peak = value
    else if (-value > peak) peak = -value
  }
  const scale = peak > 0 ? 0.89 / peak : 1
  for (let i = 0; i < length; i++) out[i] = (out[i] ?? 0) * scale
  return out
}
