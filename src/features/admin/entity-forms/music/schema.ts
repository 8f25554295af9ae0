import { z } from 'zod'
import { CreateMusicBodySchema, type MusicTrack } from '@contract/music'
import { capabilities, type Capabilities } from '@/api/capabilities'
import { optionalFile, requiredFile } from '@/components/ui/form/file-rules'
import { readIfChosen } from '@/components/ui/form/read-file'

/** "afrobeat, live ,, Kigali" -> ['afrobeat', 'live', 'Kigali'] */
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

/**
 * The track form over the contract's rules (docs/product.md §9): the text fields are the contract's
 * (the same for create and update), tags are typed as one comma-separated line, and the two files
 * are held as File objects until they are sent as data URLs. A new track needs its audio, and a
 * cover where the API requires one (the hosted one wants a `coverImageUrl`); an edit needs
 * neither (none chosen keeps the stored file).
 */
export const musicFormSchemaFor = (
  caps: Pick<Capabilities, 'requiresMusicCover'>,
  isEdit = false,
) =>
  CreateMusicBodySchema.pick({
    title: true,
    artist: true,
    album: true,
    genre: true,
    releaseDate: true,
    duration: true,
    youtubeLink: true,
    isActive: true,
  }).extend({
    tags: z.string().transform(splitTags).pipe(CreateMusicBodySchema.shape.tags.unwrap().unwrap()),
    audio: isEdit ? optionalFile : requiredFile('music.audioRequired'),
    cover: !isEdit && caps.requiresMusicCover ? requiredFile('music.coverRequired') : optionalFile,
  })

export const MusicFormSchema = musicFormSchemaFor(capabilities)

export type MusicFormInput = z.input<typeof MusicFormSchema>
export type MusicFormValues = Omit<z.output<typeof MusicFormSchema>, 'audio' | 'cover'> & {
  audio: File | null
  cover: File | null
}

/** An ISO date as the yyyy-mm-dd a date input shows. */
const dateInputValue = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

/** The form's values: empty for a new track, the record's for an edit. */
export const musicValues = (record?: MusicTrack): MusicFormInput => ({
  title: record?.title ?? '',
  artist: record?.artist ?? '',
  album: record?.album ?? '',
  genre: record ? record.genre || 'Other' : '',
  releaseDate: record ? dateInputValue(record.releaseDate) : '',
  duration: record ? String(record.duration) : '',
  youtubeLink: record?.youtubeLink ?? '',
  tags: record ? record.tags.join(', ') : '',
  ...(record && { isActive: record.isActive }),
  audio: null,
  cover: null,
})

/**
 * The POST /music and PUT /music/:id body (docs/product.md §8): files inline as data URLs, a new
 * name and size with it. A new track without a cover sends ''; an update leaves out a file that
 * was not chosen (the stored one stays).
 */
export async function toMusicBody({ audio, cover, ...fields }: MusicFormValues, isEdit: boolean) {
  const [audioUrl, coverImageUrl] = await Promise.all([readIfChosen(audio), readIfChosen(cover)])
  return {
    ...fields,
    audioUrl,
    ...(audio && { audioFileName: audio.name, audioFileSize: audio.size }),
    coverImageUrl: isEdit ? coverImageUrl : (coverImageUrl ?? ''),
    ...(cover && { coverImageName: cover.name, coverImageSize: cover.size }),
  }
}
