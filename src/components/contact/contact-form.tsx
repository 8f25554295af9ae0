import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { CircleAlert, CircleCheck, Send } from 'lucide-react'
import { TIMING } from '@contract/constants'
import type { CreateContactBody } from '@contract/contact'
import { capabilities } from '@/api/capabilities'
import { useSendMessage } from '@/api/contact'
import { httpStatus } from '@/api/errors'
import { Button } from '@/components/ui/button'
import { ContactField } from './contact-field'
import { ContactFormSchema } from './contact-schema'
import { useTimedNotice } from './use-timed-notice'

const EMPTY: CreateContactBody = { name: '', email: '', phone: '', message: '' }

/**
 * The public message form (spec §4, §5): name, e-mail and message required, phone optional
 * (required when the API requires it: the hosted one).
 * Idle -> sending (button disabled) -> success (form cleared) or error; either message clears
 * itself after TIMING.contactClearMs.
 */
export function ContactForm() {
  const { t } = useTranslation(['pages', 'validation'])
  const send = useSendMessage()
  const { notice, show, clear } = useTimedNotice(TIMING.contactClearMs)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY })

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
      <ContactField
        label={t('contactForm.name')}
        autoComplete="name"
        placeholder={t('contactForm.namePlaceholder')}
        aria-required="true"
        error={errorText(errors.name?.message)}
        {...register('name')}
      />
      <ContactField
        label={t('contactForm.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('contactForm.emailPlaceholder')}
        aria-required="true"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <ContactField
        label={t('contactForm.phone')}
        hint={capabilities.requiresContactPhone ? undefined : t('contactForm.optional')}
        aria-required={capabilities.requiresContactPhone || undefined}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('contactForm.phonePlaceholder')}
        error={errorText(errors.phone?.message)}
        className="sm:col-span-2"
        {...register('phone')}
      />
      <ContactField
        multiline
        label={t('contactForm.message')}
        placeholder={t('contactForm.messagePlaceholder')}
        aria-required="true"
        rows={5}
        error={errorText(errors.message?.message)}
        className="sm:col-span-2"
        {...register('message')}
      />
      <div className="flex flex-col gap-4 sm:col-span-2">
        {/* Live regions stay mounted so a message is announced when it appears. */}
        <div role="status" className="empty:hidden">
          {notice?.tone === 'success' ? <NoticeBox tone="success" text={notice.text} /> : null}
        </div>
        <div role="alert" className="empty:hidden">
          {notice?.tone === 'error' ? <NoticeBox tone="error" text={notice.text} /> : null}
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

function NoticeBox({ tone, text }: { tone: 'success' | 'error'; text: string }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  return (
    <p
      className={
        tone === 'success'
          ? 'flex items-start gap-2 rounded-lg border border-success/30 bg-success/10 p-3 text-sm text-success'
          : 'flex items-start gap-2 rounded-lg border border-danger/30 bg-accent-soft p-3 text-sm text-danger'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  )
}
