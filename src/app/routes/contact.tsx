import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactDetails } from '@/features/contact/components/contact-details'
import { ContactForm } from '@/features/contact/components/contact-form'
import { SectionHeading } from '@/features/site/sections/section-heading'
import { usePageTitle } from '@/components/ui/page-title'
import { site } from '@/config/site'

/** /contacts: phone, e-mail, address, opening hours and the message form (docs/product.md §3). */
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
        <ContactCard id="contact-info-title" title={t('contactPage.infoTitle')}>
          <ContactDetails />
        </ContactCard>
        <ContactCard id="contact-form-title" title={t('contactPage.formTitle')}>
          <ContactForm />
        </ContactCard>
      </div>
    </div>
  )
}

function ContactCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8"
    >
      <h2 id={id} className="mb-6 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
