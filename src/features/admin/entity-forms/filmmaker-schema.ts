import { z } from 'zod'
import { DEFAULT_FILMMAKER_SPECIALIZATION } from '@contract/constants'
import { CreateFilmmakerBodySchema, type Filmmaker } from '@contract/filmmaker'
import { capabilities, type Capabilities } from '@/api/capabilities'
import { optionalFile, requiredFile } from '@/components/ui/form/file-rules'
import { readIfChosen } from '@/components/ui/form/read-file'

/**
 * The contract's rules (docs/product.md §9), the profile image a File until it is sent (on an
 * edit optional: none chosen keeps the stored one), and only the specializations the API accepts
 * (the hosted one knows five and answers 500 otherwise); an edit keeps a stored older one.
 */
export const filmmakerFormSchemaFor = (
  caps: Pick<Capabilities, 'filmmakerSpecializations'>,
  record?: Pick<Filmmaker, 'specialization'>,
) =>
  CreateFilmmakerBodySchema.omit({ image: true }).extend({
    specialization: specializationFor(caps, record?.specialization),
    image: record ? optionalFile : requiredFile('filmmaker.imageRequired'),
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
export type FilmmakerFormValues = Omit<z.output<typeof FilmmakerFormSchema>, 'image'> & {
  image: File | null
}

export const emptyPortfolioItem = () => ({ title: '', year: new Date().getFullYear(), role: '' })

/**
 * The form's values: a new one's (docs/product.md §7: Director, 0, a row this year), to which the
 * form returns after success; for an edit the record's.
 */
export const filmmakerValues = (record?: Filmmaker): FilmmakerFormInput => ({
  name: record?.name ?? '',
  specialization: record?.specialization || DEFAULT_FILMMAKER_SPECIALIZATION,
  experience: record?.experience ?? 0,
  bio: record?.bio ?? '',
  contact: { email: record?.contact.email ?? '', phone: record?.contact.phone ?? '' },
  portfolio: record ? record.portfolio : [emptyPortfolioItem()],
  isActive: record?.isActive ?? true,
  image: null,
})

/**
 * POST /filmmaker/create, PUT /filmmaker/:id (docs/product.md §8): a portfolio row without title or
 * role is not sent. An update also sends the active switch, and the e-mail at the top level (the
 * admin's edit view reads it there); a create has neither.
 */
export async function toFilmmakerBody(
  { image, portfolio, isActive, ...fields }: FilmmakerFormValues,
  isEdit: boolean,
) {
  return {
    ...fields,
    ...(isEdit && { isActive, email: fields.contact.email }),
    portfolio: portfolio.filter((item) => item.title || item.role),
    image: await readIfChosen(image),
  }
}
