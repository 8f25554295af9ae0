import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MusicPageSchema, MusicTrackSchema, messageEnvelope, successEnvelope } from '../../contract'
import { musicTracks } from '../../server/db/schema'
import { insertTrack } from '../../server/repositories/music'
import { PEAK_COUNT, computePeaks } from '../../server/waveform/peaks'
import { backfillPeaks } from '../../server/waveform/track-peaks'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'
import {
  audioDataUrl,
  halfSilentMp3,
  halfSilentSamples,
  halfSilentWav,
  wavFile,
  writeWavHeader,
} from './support/audio'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url))
const WriteResponse = messageEnvelope(MusicTrackSchema)
const ListResponse = successEnvelope(MusicPageSchema)

/** One second of silence then one of a tone: a quiet first half, a loud second half. */
function expectHalfSilent(peaks: number[]) {
  expect(peaks).toHaveLength(PEAK_COUNT)
  expect(peaks.every((value) => Number.isInteger(value) && value >= 0 && value <= 255)).toBe(true)
  expect(Math.max(...peaks.slice(0, 90))).toBeLessThanOrEqual(30)
  expect(Math.min(...peaks.slice(110))).toBeGreaterThanOrEqual(150)
  expect(Math.max(...peaks)).toBe(255)
}

/** MPEG audio inside a WAV header: it passes the upload's checks, and no decoder of ours reads it. */
const undecodableWav = () => wavFile(halfSilentSamples(), undefined, 0x55)

describe('computePeaks', () => {
  it.each([
    ['an MP3', halfSilentMp3(), 'mp3'],
    ['a WAV', halfSilentWav(), 'wav'],
    ['a FLAC', fixture('half.flac'), 'flac'],
    ['an Ogg Vorbis', fixture('half.ogg'), 'ogg'],
    ['an Ogg Opus', fixture('half.opus'), 'opus'],
  ])('draws %s file', async (_name, bytes, ext) => {
    expectHalfSilent(await computePeaks(bytes, ext))
  })

  it('answers [] for what it cannot or must not decode, and says why', async () => {
    const errors: string[] = []
    const onError = (error: Error) => errors.push(error.message)
    const wav = halfSilentWav()
    expect(await computePeaks(undecodableWav(), 'wav', { onError })).toEqual([])
    expect(await computePeaks(wav, 'm4a', { onError })).toEqual([])
    expect(await computePeaks(wav, 'wav', { onError, limits: { maxSeconds: 1 } })).toEqual([])
    // Ten minutes of silence: more than 1 ms of decoding on any machine.
    const long = Buffer.alloc(44 + 8000 * 600 * 2)
    writeWavHeader(long, 8000, 8000 * 600 * 2)
    expect(await computePeaks(long, 'wav', { onError, limits: { timeoutMs: 1 } })).toEqual([])
    expect(errors).toEqual([
      expect.stringMatching(/unsupported wav format/i),
      'no decoder for .m4a',
      'longer than the waveform limit',
      'decoding took longer than 1 ms',
    ])
    // Over the size limit or empty: not even started.
    expect(await computePeaks(wav, 'wav', { limits: { maxBytes: wav.length - 1 } })).toEqual([])
    expect(await computePeaks(Buffer.alloc(0), 'wav')).toEqual([])
  })

  it('leaves the caller’s bytes intact and serves concurrent callers one after another', async () => {
    const wav = halfSilentWav()
    const copy = Buffer.from(wav)
    const all = await Promise.all([1, 2, 3].map(() => computePeaks(wav, 'wav')))
    all.forEach(expectHalfSilent)
    expect(wav.equals(copy)).toBe(true)
  })
})

describe('track waveforms', () => {
  let t: TestApp
  let admin: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp()
    admin = authHeader((await createUser(t.app, { admin: true })).token)
  })
  afterAll(() => t.close())

  const body = (audio: Buffer, mime: string, title: string) => ({
    title,
    artist: 'Aline',
    duration: 2,
    audioUrl: audioDataUrl(audio, mime),
  })
  const upload = async (audio: Buffer, mime: string, title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/music',
      headers: admin,
      payload: body(audio, mime, title),
    })
    expect(res.statusCode, res.body).toBe(201)
    const track = WriteResponse.parse(res.json()).data
    if (!track) throw new Error('no track in the answer')
    return track
  }
  const stored = async (id: string) =>
    (await t.db.select().from(musicTracks).where(eq(musicTracks.id, id)))[0]?.peaks
  const listed = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/music' })
    return ListResponse.parse(res.json()).data.docs.find((track) => track._id === id)?.peaks
  }

  it.each([
    ['an MP3', halfSilentMp3(), 'audio/mpeg'],
    ['a WAV', halfSilentWav(), 'audio/wav'],
  ])(
    'stores the waveform of %s upload and serves it in the track’s JSON',
    async (name, audio, mime) => {
      const track = await upload(audio, mime, `Waveform of ${name}`)
      expectHalfSilent(track.peaks ?? [])
      expect(await stored(track._id)).toEqual(track.peaks)
      expect(await listed(track._id)).toEqual(track.peaks)
    },
  )

  it('keeps an upload whose audio cannot be decoded, with an empty waveform', async () => {
    const track = await upload(undecodableWav(), 'audio/wav', 'Undecodable')
    expect(track.peaks).toEqual([])
    // Stored as empty, not as "not computed yet": the start-up backfill will not try it again.
    expect(await stored(track._id)).toEqual([])
    expect(await listed(track._id)).toEqual([])
  })

  it('draws a truncated MP3 from what is there', async () => {
    const mp3 = halfSilentMp3()
    const track = await upload(mp3.subarray(0, Math.floor(mp3.length * 0.75)), 'audio/mpeg', 'Cut')
    expect(track.peaks).toHaveLength(PEAK_COUNT)
  })

  it('draws a replaced audio file again, and keeps the waveform when the audio stays', async () => {
    const track = await upload(undecodableWav(), 'audio/wav', 'Replaced')
    const put = (audioUrl: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/music/${track._id}`,
        headers: admin,
        payload: { ...body(halfSilentWav(), 'audio/wav', 'Replaced'), audioUrl },
      })
    const replaced = await put(audioDataUrl(halfSilentWav(), 'audio/wav'))
    expect(replaced.statusCode, replaced.body).toBe(200)
    expectHalfSilent(WriteResponse.parse(replaced.json()).data?.peaks ?? [])
    // Sending the stored URL back (an edit of the title only) keeps the file and its waveform.
    const audioUrl = WriteResponse.parse(replaced.json()).data?.audioUrl ?? ''
    const kept = await put(audioUrl)
    expect(kept.statusCode, kept.body).toBe(200)
    expectHalfSilent((await stored(track._id)) ?? [])
  })

  it('fills the waveforms of tracks stored before them, once, and refreshes the guest list', async () => {
    const source = await upload(halfSilentMp3(), 'audio/mpeg', 'Source')
    const before = {
      title: 'Stored before waveforms',
      artist: 'Aline',
      duration: 2,
      audioUrl: source.audioUrl,
      tags: [],
    }
    const old = await insertTrack(t.db, before)
    const missing = await insertTrack(t.db, {
      ...before,
      audioUrl: `/media/${'0'.repeat(64)}.mp3`,
    })
    expect(await stored(old.id)).toBeNull()
    expect(await listed(old.id)).toEqual([]) // the guest list is now cached with it

    expect(await backfillPeaks(t.app)).toBe(2)
    expect(await stored(old.id)).toEqual(source.peaks)
    expect(await stored(missing.id)).toEqual([])
    expect(await listed(old.id)).toEqual(source.peaks)
    // Idempotent: nothing is left to do, and a stop request is honoured before any work.
    expect(await backfillPeaks(t.app)).toBe(0)
    await insertTrack(t.db, { ...before, title: 'Later' })
    expect(await backfillPeaks(t.app, { shouldStop: () => true })).toBe(0)
  })
})
