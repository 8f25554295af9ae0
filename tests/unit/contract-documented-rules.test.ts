import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  CreateFilmmakerBodySchema,
  CreateGalleryBodySchema,
  CreateMusicBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  creditInputSchema,
  portfolioInputSchema,
  producerSocialInputSchema,
} from '../../contract'

/**
 * The contract rules rewritten so the OpenAPI document can show them (refine + pipe became one
 * chain of checks; refines gained .meta()). What a client sees must not change: the same values
 * pass, and a bad one gets the same messages, in the same number.
 */

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []
const field = (schema: z.ZodObject<Record<string, z.ZodType>>, name: string, value: unknown) => {
  const fieldSchema = schema.shape[name]
  if (!fieldSchema) throw new Error(`no field ${name}`)
  return messages(fieldSchema, value)
}

describe('sign-in and registration fields', () => {
  it('reports an empty or blank field once, without the rules after it', () => {
    expect(field(LoginBodySchema, 'email', '   ')).toEqual(['auth.fillAllFields'])
    expect(field(LoginBodySchema, 'password', ' \t ')).toEqual(['auth.fillAllFields'])
    expect(field(RegisterBodySchema, 'email', '')).toEqual(['auth.fillAllFields'])
    expect(field(RegisterBodySchema, 'password', '         ')).toEqual(['auth.fillAllFields'])
    expect(field(RegisterBodySchema, 'username', ' ')).toEqual(['auth.fillAllFields'])
  })

  it('applies the rules after a filled field, each with its message', () => {
    expect(field(LoginBodySchema, 'email', 'not-an-email')).toEqual(['auth.invalidEmail'])
    // The length cap comes first and stops the pattern (issue 14): only its message.
    expect(field(RegisterBodySchema, 'email', `${'a'.repeat(100)}@b`)).toEqual(['email.tooLong'])
    expect(field(RegisterBodySchema, 'password', 'short')).toEqual(['auth.passwordTooShort'])
    expect(field(RegisterBodySchema, 'password', 'p'.repeat(201))).toEqual(['auth.passwordTooLong'])
    expect(field(RegisterBodySchema, 'username', 'u'.repeat(51))).toEqual(['auth.nameTooLong'])
  })

  it('still trims the e-mail and keeps the password as typed', () => {
    const body = RegisterBodySchema.parse({
      username: ' Ada ',
      email: ' ada@example.com ',
      password: ' secret words ',
    })
    expect(body).toEqual({ username: 'Ada', email: 'ada@example.com', password: ' secret words ' })
  })
})

describe('fields whose rule is stated for the document', () => {
  const dataUrl = 'data:image/png;base64,AAAA'

  it('takes an empty or listed genre, empty meaning Other', () => {
    const genre = CreateMusicBodySchema.shape.genre
    expect(genre.parse('')).toBe('Other')
    expect(genre.parse(undefined)).toBe('Other')
    expect(genre.parse('Jazz')).toBe('Jazz')
    expect(messages(genre, 'Polka')).toEqual(['music.genreInvalid'])
  })

  it('takes a data URL or nothing for optional files, and a data URL for required ones', () => {
    const cover = CreateMusicBodySchema.shape.coverImageUrl
    expect(cover.parse(undefined)).toBe('')
    expect(cover.parse(dataUrl)).toBe(dataUrl)
    expect(messages(cover, 'https://example.com/a.png')).toEqual(['file.invalid'])
    expect(messages(CreateGalleryBodySchema.shape.videoUrl, 'x')).toEqual(['file.invalid'])
    const image = CreateGalleryBodySchema.shape.image
    expect(messages(image, '')).toEqual(['gallery.imageRequired', 'file.invalid'])
    expect(messages(image, 'nope')).toEqual(['file.invalid'])
  })

  it('checks specializations, social links and the filmmaker e-mail with their messages', () => {
    const { specialization, contact } = CreateFilmmakerBodySchema.shape
    expect(specialization.parse(undefined)).toBe('Director')
    expect(specialization.parse('Actor')).toBe('Actor')
    expect(messages(specialization, 'Gaffer')).toEqual(['filmmaker.specializationInvalid'])
    expect(messages(contact, { email: 'nope' })).toEqual(['email.invalid'])
    expect(contact.parse({ email: ' ' })).toEqual({ email: '', phone: '' })
    expect(messages(producerSocialInputSchema, { instagram: 'has space' })).toEqual([
      'producer.instagram',
    ])
    expect(producerSocialInputSchema.parse({ instagram: ' ada_l ' }).instagram).toBe('ada_l')
  })

  it('makes a missing credit or portfolio year this year, and still checks a given one', () => {
    const thisYear = new Date().getFullYear()
    expect(creditInputSchema.parse({}).year).toBe(thisYear)
    expect(creditInputSchema.parse({ year: '' }).year).toBe(thisYear)
    expect(portfolioInputSchema.parse({}).year).toBe(thisYear)
    expect(messages(creditInputSchema, { year: thisYear + 1 })).toEqual(['producer.creditYear'])
    expect(messages(portfolioInputSchema, { year: 1800 })).toEqual(['filmmaker.portfolioYear'])
  })
})
