import type { z } from 'zod'
import { CreateArtistBodySchema } from '@contract/artist'
import { capabilities, type Capabilities } from '@/api/capabilities'
import { requiredFile } from './file-rules'

type Rules = Pick<Capabilities, 'requiresArtistAgeAndManagement'>

/**
 * The contract's rules (spec §5), with the image held as a File until it is sent; an API that
 * needs an age and a management (the hosted one answers 500 without them) gets them required.
 */
export const artistFormSchemaFor = (caps: Rules) => {
  const { age, management } = CreateArtistBodySchema.shape
  return CreateArtistBodySchema.omit({ imageUrl: true }).extend({
    age: age.refine((value) => !caps.requiresArtistAgeAndManagement || value !== null, {
      error: 'artist.ageRequired',
    }),
    management: management.refine(
      (value) => !caps.requiresArtistAgeAndManagement || value !== '',
      'artist.managementRequired',
    ),
    image: requiredFile('artist.imageRequired'),
  })
}

export const ArtistFormSchema = artistFormSchemaFor(capabilities)
export type ArtistFormInput = z.input<typeof ArtistFormSchema>
