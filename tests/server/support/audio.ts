import { encodeMp3, toPcm16 } from '../../../server/seed/mp3'

/**
 * Audio files for waveform tests: one second of silence, then one second of a loud tone, so the
 * first half of a correct waveform is near 0 and the second half near 255.
 */
export const HALF_SILENT_RATE = 22_050

export function halfSilentSamples(rate = HALF_SILENT_RATE): Float32Array {
  return Float32Array.from({ length: rate * 2 }, (_, i) =>
    i < rate ? 0 : 0.7 * Math.sin((2 * Math.PI * 440 * i) / rate),
  )
}

/** The 44-byte header of a mono 16-bit WAV; `format` other than 1 (PCM) names another codec. */
export function writeWavHeader(buffer: Buffer, rate: number, dataBytes: number, format = 1) {
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + dataBytes, 4)
  buffer.write('WAVEfmt ', 8)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(format, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(rate, 24)
  buffer.writeUInt32LE(rate * 2, 28)
  buffer.writeUInt16LE(2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(dataBytes, 40)
}

/** A mono 16-bit WAV file of `samples`. */
export function wavFile(samples: Float32Array, rate = HALF_SILENT_RATE, format = 1): Buffer {
  const pcm = toPcm16(samples)
  const buffer = Buffer.alloc(44 + pcm.length * 2)
  writeWavHeader(buffer, rate, pcm.length * 2, format)
  pcm.forEach((sample, i) => buffer.writeInt16LE(sample, 44 + i * 2))
  return buffer
}

export const halfSilentWav = () => wavFile(halfSilentSamples())
export const halfSilentMp3 = () => encodeMp3(toPcm16(halfSilentSamples()), HALF_SILENT_RATE)

export const audioDataUrl = (bytes: Buffer, mime: string) =>
  `data:${mime};base64,${bytes.toString('base64')}`
