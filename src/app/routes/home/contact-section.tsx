import { ContactDetails } from '@/features/contact/components/contact-details'
import { LazyContactForm } from '@/features/contact/components/lazy-contact-form'
import { HomeSection } from '@/features/site/home/home-section'

/** The last section of the home page: how to reach the studio, and the message form. */
export function ContactSection() {
  return (
    <HomeSection name="contact">
      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <ContactDetails />
        </div>
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <LazyContactForm />
        </div>
      </div>
    </HomeSection>
  )
}
