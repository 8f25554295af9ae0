import { CreateContactBodySchema } from '@contract/contact'
import { capabilities, type Capabilities } from '@/api/capabilities'

type Rules = Pick<Capabilities, 'requiresContactPhone'>

/**
 * The contract's rules for a message, plus the API's own: the hosted API refuses a message
 * without a phone (400), so the form says so before sending. Messages are validation keys.
 */
export const contactSchemaFor = (caps: Rules) =>
  CreateContactBodySchema.extend({
    phone: CreateContactBodySchema.shape.phone.refine(
      (phone) => !caps.requiresContactPhone || phone !== '',
      'contact.phoneRequired',
    ),
  })

export const ContactFormSchema = contactSchemaFor(capabilities)
