import { z } from 'zod'
import { LIMITS } from './constants'
import { IdSchema, IsoDateSchema } from './common'
import { emailField, optionalPhone, requiredText } from './fields'

export const ContactMessageSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().optional().default(''),
  message: z.string(),
  /** Whether an admin has marked it read (the inbox and the sidebar's unread count). */
  isRead: z.boolean().default(false),
  createdAt: IsoDateSchema,
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

export const CreateContactBodySchema = z.object({
  name: requiredText('contact.nameRequired', LIMITS.nameMax * 2),
  email: emailField('contact.emailRequired', 'email.invalid'),
  phone: optionalPhone(),
  message: requiredText('contact.messageRequired', LIMITS.textMax),
})
export type CreateContactBody = z.input<typeof CreateContactBodySchema>

/** PATCH /contact/:id: mark a message read or unread. */
export const UpdateContactBodySchema = z.object({
  isRead: z.boolean({ error: 'contact.readRequired' }),
})
export type UpdateContactBody = z.infer<typeof UpdateContactBodySchema>
