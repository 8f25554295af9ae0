import { TIMING } from '@/config/ui'
import { useTranslation } from 'react-i18next'
import { Send } from 'lucide-react'
import type { CreateContactBody } from '@contract/contact'
import { capabilities } from '@/api/capabilities'
import { useSendMessage } from '@/api/contact'
import { httpStatus } from '@/api/errors'
import { Button } from '@/components/ui/button'
import { FormNotice } from '@/components/ui/form/form-notice'
import { EmailField, TextField } from '@/components/ui/form/input'
import { TextAreaField } from '@/components/ui/form/textarea'
import { useSchemaForm } from '@/components/ui/form/use-schema-form'
import { ContactFormSchema } from './contact-schema'
import { useTimedNotice } from '@/hooks/use-timed-notice'

const EMPTY: CreateContactBody = { name: '', email: '', phone: '', message: '' }

/**
 * The public message form (docs/product.md §3, §9): name, e-mail, message required, phone optional
 * (required when the API requires it: the hosted one).
 * Idle -> sending (button disabled) -> success (form cleared) or error; either message clears
 * itself after TIMING.contactClearMs.
 */
export function ContactForm() {
  const { t } = useTranslation(['pages', 'validation'])
  const send = useSendMessage()
  const { notice, show, clear } = useTimedNotice(TIMING.contactClearMs)
  // Checked on sending: a visitor is told nothing before pressing Send.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(ContactFormSchema, EMPTY, 'onSubmit')

  const errorText = (key?: string) => (key ? t(key, { ns: 'validation' }) : undefined)

  const onSubmit = handleSubmit((values) => {
    clear()
    send.mutate(values, {
      onSuccess: () => {
        reset(EMPTY)
        show({ tone: 'success', text: t('contactForm.success') })
      },
      onError: (error) => {
        const key = httpStatus(error) === 429 ? 'contactForm.rateLimited' : 'contactForm.error'
        show({ tone: 'error', text: t(key) })
      },
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('contactForm.name')}
        autoComplete="name"
        placeholder={t('contactForm.namePlaceholder')}
        aria-required="true"
        error={errorText(errors.name?.message)}
        {...register('name')}
      />
      <EmailField
        label={t('contactForm.email')}
        placeholder={t('contactForm.emailPlaceholder')}
        aria-required="true"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('contactForm.phone')}
        note={capabilities.requiresContactPhone ? undefined : t('contactForm.optional')}
        aria-required={capabilities.requiresContactPhone || undefined}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('contactForm.phonePlaceholder')}
        error={errorText(errors.phone?.message)}
        className="sm:col-span-2"
        {...register('phone')}
      />
      <TextAreaField
        label={t('contactForm.message')}
        placeholder={t('contactForm.messagePlaceholder')}
        aria-required="true"
        rows={5}
        controlClassName="min-h-36"
        error={errorText(errors.message?.message)}
        className="sm:col-span-2"
        {...register('message')}
      />
      <div className="flex flex-col gap-4 sm:col-span-2">
        {/* Live regions stay mounted so a message is announced when it appears. */}
        <div role="status" className="empty:hidden">
          {notice?.tone === 'success' ? (
            <FormNotice tone="success">{notice.text}</FormNotice>
          ) : null}
        </div>
        <div role="alert" className="empty:hidden">
          {notice?.tone === 'error' ? <FormNotice tone="error">{notice.text}</FormNotice> : null}
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={send.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? t('contactForm.sending') : t('contactForm.submit')}
        </Button>
      </div>
    </form>
  )
}
