import { z } from 'zod'
import { LIMITS } from '@contract/constants'
import {
  EMPTY_PRODUCER_SOCIAL,
  PRODUCER_STEP_FIELDS,
  creditInputSchema,
  producerFields,
  producerSocialInputSchema,
  type Producer,
} from '@contract/producer'
import { PRODUCER_LEVELS } from '@contract/constants'
import { optionalFile, requiredFile } from '@/components/ui/form/file-rules'
import { readIfChosen } from '@/components/ui/form/read-file'

/**
 * The producer form over the contract's rules (docs/product.md §9). Only form differs: the level
 * starts as null (nothing chosen: 'Experience level is required'; the empty choice picked again:
 * 'Please select an experience level'), and the image is a File until sent (on an edit optional:
 * none chosen keeps the stored one).
 */
export const producerFormSchemaFor = (isEdit = false) =>
  z.object({
    ...producerFields,
    level: z.string().nullable().pipe(producerFields.level),
    credits: z.array(creditInputSchema),
    socialMedia: producerSocialInputSchema,
    image: isEdit
      ? optionalFile
      : requiredFile('producer.imageRequired', {
          maxBytes: LIMITS.imageBytes,
          message: 'producer.imageSize',
        }),
  })

export const ProducerFormSchema = producerFormSchemaFor()

export type ProducerFormInput = z.input<typeof ProducerFormSchema>
export type ProducerFormValues = Omit<z.output<typeof ProducerFormSchema>, 'image'> & {
  image: File | null
}
export type ProducerFieldName = keyof ProducerFormInput

/**
 * The three steps and the fields each must pass before the next one opens. The profile image
 * sits on the first step, so it is checked there rather than as a surprise at the end.
 */
export const WIZARD_STEPS = [
  { id: 'basic', fields: [...PRODUCER_STEP_FIELDS.basic, 'image'] },
  { id: 'details', fields: [...PRODUCER_STEP_FIELDS.details] },
  { id: 'social', fields: [...PRODUCER_STEP_FIELDS.social] },
] as const satisfies readonly { id: string; fields: readonly ProducerFieldName[] }[]

export type WizardStepId = (typeof WIZARD_STEPS)[number]['id']

export const emptySocialMedia = EMPTY_PRODUCER_SOCIAL

const LEVELS: readonly string[] = PRODUCER_LEVELS

/**
 * The form's values: empty for a new producer; for an edit the record's (a level stored by older
 * data is not offered, so it starts unchosen).
 */
export const producerValues = (record?: Producer): ProducerFormInput => ({
  name: record?.name ?? '',
  level: record && LEVELS.includes(record.level) ? record.level : null,
  bio: record?.bio ?? '',
  genres: record?.genres ?? [],
  skills: record?.skills ?? [],
  yearsExperience: record ? String(record.yearsExperience) : '',
  contactEmail: record?.contactEmail ?? '',
  credits: [],
  socialMedia: emptySocialMedia,
  image: null,
})

/** A new credit row: the year starts at the current one (docs/product.md §9). */
export const newCredit = () => ({ project: '', role: '', year: String(new Date().getFullYear()) })

/** The POST /producer/add-producer body: the image inline, rows left blank dropped. */
export async function toCreateProducerBody({ image, credits, ...fields }: ProducerFormValues) {
  return {
    ...fields,
    credits: credits.filter((credit) => credit.project || credit.role),
    image: (await readIfChosen(image)) ?? '',
  }
}

/**
 * The PUT /producer/:id body: the edit shows the first two steps, so the credits and social
 * links go back as they were; the image only when a new one was chosen.
 */
export async function toUpdateProducerBody(
  { image, ...fields }: ProducerFormValues,
  record: Producer,
) {
  return {
    ...fields,
    credits: record.credits,
    socialMedia: record.socialMedia,
    image: await readIfChosen(image),
  }
}
