import { useTranslation } from 'react-i18next'
import { ContactDetails } from '@/components/contact/contact-details'
import { ContactForm } from '@/components/contact/contact-form'
import { SectionHeading } from '@/components/sections/section-heading'
import { usePageTitle } from '@/components/ui/page-title'
import { site } from '@/config/site'

/** /contacts: phone, e-mail, address, opening hours and the message form (spec §2, §9). */
export default function ContactRoute() {
  const { t } = useTranslation(['pages', 'common'])
  usePageTitle(t('common:titles.contact'), t('contactPage.description', { name: site.name }))
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-20">
      <SectionHeading
        level={1}
        title={t('contactPage.title')}
        subtitle={t('contactPage.subtitle')}
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <section
          aria-labelledby="contact-info-title"
          className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8"
        >
          <h2 id="contact-info-title" className="mb-6 text-2xl font-bold">
            {t('contactPage.infoTitle')}
          </h2>
          <ContactDetails />
        </section>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold">
            {t('contactPage.formTitle')}
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  )
}
