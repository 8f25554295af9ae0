import { z } from 'zod'
import { DEFAULT_FILMMAKER_SPECIALIZATION } from '@contract/constants'
import { CreateFilmmakerBodySchema, type CreateFilmmakerBody } from '@contract/filmmaker'
import { capabilities, type Capabilities } from '@/api/capabilities'
import { requiredFile } from './file-rules'
import { readAsDataUrl } from './read-file'

/**
 * The contract's rules (spec §5), with the profile image held as a File until it is sent, and
 * only the specializations the API accepts (the hosted one knows five and answers 500 otherwise).
 */
export const filmmakerFormSchemaFor = (caps: Pick<Capabilities, 'filmmakerSpecializations'>) =>
  CreateFilmmakerBodySchema.omit({ image: true, isActive: true }).extend({
    specialization: specializationFor(caps),
    image: requiredFile('filmmaker.imageRequired'),
  })

/**
 * The API's specializations, in place of the contract's list (which lacks two of the hosted
 * five); `kept` is a stored value an edit may leave as it is.
 */
export const specializationFor = (
  caps: Pick<Capabilities, 'filmmakerSpecializations'>,
  kept?: string,
) =>
  z
    .string()
    .optional()
    .default(DEFAULT_FILMMAKER_SPECIALIZATION)
    .refine(
      (value) => value === kept || caps.filmmakerSpecializations.includes(value),
      'filmmaker.specializationInvalid',
    )

export const FilmmakerFormSchema = filmmakerFormSchemaFor(capabilities)

export type FilmmakerFormInput = z.input<typeof FilmmakerFormSchema>
export type FilmmakerFormValues = z.output<typeof FilmmakerFormSchema>

export const emptyPortfolioItem = () => ({ title: '', year: new Date().getFullYear(), role: '' })

/** Spec §4: after success the form starts again from these (Director, 0, one row this year). */
export const filmmakerDefaults = (): FilmmakerFormInput => ({
  name: '',
  specialization: DEFAULT_FILMMAKER_SPECIALIZATION,
  experience: 0,
  bio: '',
  contact: { email: '', phone: '' },
  portfolio: [emptyPortfolioItem()],
  image: null,
})

/** POST /filmmaker/create (spec §7); a portfolio row left without title or role is not sent. */
export async function toCreateFilmmakerBody({
  image,
  portfolio,
  ...fields
}: FilmmakerFormValues): Promise<CreateFilmmakerBody> {
  return {
    ...fields,
    portfolio: portfolio.filter((item) => item.title || item.role),
    image: await readAsDataUrl(image),
  }
}
