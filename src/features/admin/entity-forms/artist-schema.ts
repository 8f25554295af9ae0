import type { z } from 'zod'
import { CreateArtistBodySchema, UpdateArtistBodySchema, type Artist } from '@contract/artist'
import { capabilities, type Capabilities } from '@/api/capabilities'
import { optionalFile, requiredFile } from '@/components/ui/form/file-rules'
import { readIfChosen } from '@/components/ui/form/read-file'

type Rules = Pick<Capabilities, 'requiresArtistAgeAndManagement'>

/**
 * The contract's rules (docs/product.md §9) for a new artist or an edit (image then optional: none
 * chosen keeps the stored one), with the image held as a File until it is sent. An API that needs
 * an age and a management (the hosted one answers 500 without them) gets them required.
 */
export const artistFormSchemaFor = (caps: Rules, isEdit = false) => {
  const base = isEdit
    ? UpdateArtistBodySchema.omit({ imageUrl: true, image: true })
    : CreateArtistBodySchema.omit({ imageUrl: true })
  const { age, management } = base.shape
  return base.extend({
    age: age.refine((value) => !caps.requiresArtistAgeAndManagement || value !== null, {
      error: 'artist.ageRequired',
    }),
    management: management.refine(
      (value) => !caps.requiresArtistAgeAndManagement || value !== '',
      'artist.managementRequired',
    ),
    image: isEdit ? optionalFile : requiredFile('artist.imageRequired'),
  })
}

export const ArtistFormSchema = artistFormSchemaFor(capabilities)
export type ArtistFormInput = z.input<typeof ArtistFormSchema>
export type ArtistFormValues = Omit<z.output<typeof ArtistFormSchema>, 'image'> & {
  image: File | null
}

/** The form's values: empty for a new artist, the record's for an edit. */
export const artistValues = (record?: Artist): ArtistFormInput => ({
  name: record?.name ?? '',
  bio: record?.bio ?? '',
  age: record?.age ?? '',
  management: record?.management ?? '',
  socialLinks: {
    facebook: '',
    instagram: '',
    twitter: '',
    youtube: '',
    tiktok: '',
    ...record?.socialLinks,
  },
  image: null,
})

/** POST /artist/add and PUT /artist/:id: the image inline as a data URL (only a new one on edit). */
export const toArtistBody = async ({ image, ...fields }: ArtistFormValues) => ({
  ...fields,
  imageUrl: await readIfChosen(image),
})
