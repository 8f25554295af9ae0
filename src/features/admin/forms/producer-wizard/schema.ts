import { z } from 'zod'
import { LIMITS } from '@contract/constants'
import {
  PRODUCER_STEP_FIELDS,
  creditInputSchema,
  producerFields,
  producerSocialInputSchema,
  type CreateProducerBody,
} from '@contract/producer'
import { requiredFile } from '../file-rules'
import { readAsDataUrl } from '../read-file'

/**
 * The create wizard's form over the contract's rules (spec §5). Differences are of form only:
 * the level starts as null (nothing chosen: 'Experience level is required'; the empty choice
 * picked again: 'Please select an experience level'), and the image is a File until sent.
 */
export const ProducerFormSchema = z.object({
  ...producerFields,
  level: z.string().nullable().pipe(producerFields.level),
  credits: z.array(creditInputSchema),
  socialMedia: producerSocialInputSchema,
  image: requiredFile('producer.imageRequired', {
    maxBytes: LIMITS.imageBytes,
    message: 'producer.imageSize',
  }),
})

export type ProducerFormInput = z.input<typeof ProducerFormSchema>
export type ProducerFormValues = z.output<typeof ProducerFormSchema>
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

export const emptySocialMedia = {
  instagram: '',
  twitter: '',
  facebook: '',
  spotify: '',
  soundCloud: '',
  youtube: '',
  appleMusic: '',
}

export const producerDefaults: ProducerFormInput = {
  name: '',
  level: null,
  bio: '',
  genres: [],
  skills: [],
  yearsExperience: '',
  contactEmail: '',
  credits: [],
  socialMedia: emptySocialMedia,
  image: null,
}

/** A new credit row: the year starts at the current one (spec §3). */
export const newCredit = () => ({ project: '', role: '', year: String(new Date().getFullYear()) })

/** The POST /producer/add-producer body: the image inline, rows left blank dropped. */
export async function toCreateProducerBody({
  image,
  credits,
  ...fields
}: ProducerFormValues): Promise<CreateProducerBody> {
  return {
    ...fields,
    credits: credits.filter((credit) => credit.project || credit.role),
    image: await readAsDataUrl(image),
  }
}
