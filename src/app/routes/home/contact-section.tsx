import { Card } from '@/components/ui/card'
import { ContactDetails } from '@/features/contact/components/contact-details'
import { LazyContactForm } from '@/features/contact/components/lazy-contact-form'
import { HomeSection } from '@/features/site/home/home-section'

/** The last section of the home page: how to reach the studio, and the message form. */
export function ContactSection() {
  return (
    <HomeSection name="contact">
      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <Card>
          <ContactDetails />
        </Card>
        <Card>
          <LazyContactForm />
        </Card>
      </div>
    </HomeSection>
  )
}
