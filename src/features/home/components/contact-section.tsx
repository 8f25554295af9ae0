import { useTranslation } from 'react-i18next'
import { ContactDetails } from '@/components/contact/contact-details'
import { LazyContactForm } from '@/components/contact/lazy-contact-form'
import { Section, SectionHeading } from '@/components/sections/section-heading'

/** The last section of the home page: how to reach the studio, and the message form. */
export function ContactSection() {
  const { t } = useTranslation('home')
  return (
    <Section id="contact" labelledBy="contact-title">
      <SectionHeading
        id="contact-title"
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <ContactDetails />
        </div>
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <LazyContactForm />
        </div>
      </div>
    </Section>
  )
}
