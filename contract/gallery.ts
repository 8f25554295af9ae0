import { z } from 'zod'
import { DEFAULT_GALLERY_CATEGORY, LIMITS } from './constants'
import { IdSchema, IsoDateSchema } from './common'
import { dataUrlField, mediaUpdateField, optionalDataUrlField } from './data-url'
import { requiredText } from './fields'

export const GalleryItemSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  videoUrl: z.string(),
  category: z.string(),
  likeCount: z.number().int().min(0),
  isLikedByUser: z.boolean(),
  likedBy: z.array(z.string()),
  createdAt: IsoDateSchema,
})
export type GalleryItem = z.infer<typeof GalleryItemSchema>

const categoryField = z
  .string()
  .trim()
  .max(40, 'text.tooLong')
  .optional()
  .transform((value) => value || DEFAULT_GALLERY_CATEGORY)

export const CreateGalleryBodySchema = z.object({
  title: requiredText('gallery.titleRequired', LIMITS.titleMax),
  description: requiredText('gallery.descriptionRequired', LIMITS.textMax),
  category: categoryField,
  image: dataUrlField('gallery.imageRequired'),
  /** A video as a data URL, or empty for none. */
  videoUrl: optionalDataUrlField(),
})
export type CreateGalleryBody = z.input<typeof CreateGalleryBodySchema>

export const UpdateGalleryBodySchema = z.object({
  title: requiredText('gallery.titleRequired', LIMITS.titleMax),
  description: z.string().trim().max(LIMITS.textMax, 'text.tooLong').optional().default(''),
  category: categoryField,
  image: mediaUpdateField,
  imageUrl: mediaUpdateField,
  videoUrl: mediaUpdateField,
})
export type UpdateGalleryBody = z.input<typeof UpdateGalleryBodySchema>

export const LikeResponseSchema = z.object({
  success: z.literal(true),
  likeCount: z.number().int().min(0),
  isLiked: z.boolean(),
})
export type LikeResponse = z.infer<typeof LikeResponseSchema>
