import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { CreateMusicBodySchema, MusicTrack, UpdateMusicBodySchema } from '../../contract'
import type { Db } from '../db/client'
import type { MediaStore } from '../media/index'
import { peaksOfStoredAudio } from '../waveform/track-peaks'
import { findTrack, insertTrack, musicMedia, storeTrackPeaks, updateTrack } from './music'

/**
 * A track's writes as the API makes them: the row and its files in one transaction, then the
 * waveform decoded from the stored audio outside it (it may take seconds), then the track read
 * back as the viewer sees it. The routes call one of these (server/routes/music.ts).
 */

type CreateBody = z.output<typeof CreateMusicBodySchema>
type UpdateBody = z.output<typeof UpdateMusicBodySchema>
type TrackFields = Pick<
  UpdateBody,
  'title' | 'artist' | 'album' | 'genre' | 'releaseDate' | 'youtubeLink' | 'tags'
>

interface WriteContext {
  db: Db
  media: MediaStore
  log: Pick<FastifyBaseLogger, 'warn'>
  viewerId: string | null
}

const trackValues = (fields: TrackFields) => ({
  title: fields.title,
  artist: fields.artist,
  album: fields.album,
  genre: fields.genre,
  releaseDate: fields.releaseDate ? new Date(fields.releaseDate) : null,
  youtubeLink: fields.youtubeLink,
  tags: fields.tags,
})

/** The files a track write may store: a field that is not a new data URL keeps the stored one. */
const trackUploads = (body: { audioUrl?: string; coverImageUrl?: string }) => ({
  audio: { kind: 'audio' as const, from: [body.audioUrl] },
  cover: { kind: 'image' as const, from: [body.coverImageUrl] },
})

async function withPeaks(context: WriteContext, id: string, audioUrl: string) {
  const peaks = await peaksOfStoredAudio(context.media, audioUrl, context.log)
  await storeTrackPeaks(context.db, id, audioUrl, peaks)
}

/** Stores a new track and its files; the duration is the audio file's where it can be read. */
export async function createTrack(context: WriteContext, body: CreateBody): Promise<MusicTrack> {
  const row = await context.media.create(musicMedia, trackUploads(body), (tx, { audio, cover }) =>
    insertTrack(tx, {
      ...trackValues(body),
      duration: audio?.durationSeconds ?? body.duration,
      audioUrl: audio?.url ?? '',
      coverImageUrl: cover?.url,
      isActive: body.isActive ?? true,
    }),
  )
  await withPeaks(context, row.id, row.audioUrl)
  const track = await findTrack(context.db, row.id, context.viewerId)
  if (!track) throw new Error('A track just stored could not be read back')
  return track
}

/** Replaces a track's fields and any file sent anew; undefined when there is no such track. */
export async function replaceTrack(
  context: WriteContext,
  id: string,
  body: UpdateBody,
): Promise<MusicTrack | undefined> {
  const updated = await context.media.write(
    musicMedia,
    trackUploads(body),
    (tx, { audio, cover }) =>
      updateTrack(tx, id, {
        ...trackValues(body),
        // A new file brings its own length; otherwise the admin's value stands.
        duration: audio?.durationSeconds ?? body.duration,
        audioUrl: audio?.url,
        coverImageUrl: cover?.url,
        isActive: body.isActive,
        // A new audio file brings its own waveform, computed once the write is done.
        ...(audio && { peaks: null }),
      }),
  )
  if (!updated) return undefined
  const { before, after } = updated
  if (after.audioUrl !== before.audioUrl || after.peaks === null)
    await withPeaks(context, id, after.audioUrl)
  return findTrack(context.db, id, context.viewerId)
}
