import { z } from 'zod'
import { CreateMusicBodySchema, type CreateMusicBody } from '@contract/music'
import { capabilities, type Capabilities } from '@/api/capabilities'
import { readAsDataUrl } from '../read-file'
import { optionalFile, requiredFile } from '../file-rules'

/** "afrobeat, live ,, Kigali" -> ['afrobeat', 'live', 'Kigali'] */
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

/**
 * The upload form over the contract's rules (spec §5): the text fields are the contract's own,
 * tags are typed as one comma-separated line, and the two files are held as File objects until
 * the upload turns them into data URLs. An API that requires a cover (the hosted one wants a
 * `coverImageUrl`) gets the cover required.
 */
export const musicUploadSchemaFor = (caps: Pick<Capabilities, 'requiresMusicCover'>) =>
  CreateMusicBodySchema.pick({
    title: true,
    artist: true,
    album: true,
    genre: true,
    releaseDate: true,
    duration: true,
    youtubeLink: true,
  }).extend({
    tags: z.string().transform(splitTags).pipe(CreateMusicBodySchema.shape.tags.unwrap().unwrap()),
    audio: requiredFile('music.audioRequired'),
    cover: caps.requiresMusicCover ? requiredFile('music.coverRequired') : optionalFile,
  })

export const MusicUploadFormSchema = musicUploadSchemaFor(capabilities)

export type MusicUploadInput = z.input<typeof MusicUploadFormSchema>
export type MusicUploadValues = z.output<typeof MusicUploadFormSchema>

export const musicUploadDefaults: MusicUploadInput = {
  title: '',
  artist: '',
  album: '',
  genre: '',
  releaseDate: '',
  duration: '',
  youtubeLink: '',
  tags: '',
  audio: null,
  cover: null,
}

/** The POST /music body of spec §7: files inline as data URLs, with their names and sizes. */
export async function toCreateMusicBody({
  audio,
  cover,
  ...fields
}: MusicUploadValues): Promise<CreateMusicBody> {
  const [audioUrl, coverImageUrl] = await Promise.all([
    readAsDataUrl(audio),
    cover ? readAsDataUrl(cover) : Promise.resolve(''),
  ])
  return {
    ...fields,
    audioUrl,
    audioFileName: audio.name,
    audioFileSize: audio.size,
    coverImageUrl,
    ...(cover ? { coverImageName: cover.name, coverImageSize: cover.size } : {}),
  }
}
