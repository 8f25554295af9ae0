import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Section, SectionHeading } from '../sections/section-heading'

/**
 * A home page section opened by its heading, whose eyebrow, title and subtitle are the keys
 * `<name>.eyebrow|title|subtitle` of the `home` namespace. `name` is also the section's anchor.
 */
export function HomeSection({
  name,
  className,
  children,
}: {
  name: 'contact' | 'programs'
  className?: string
  children: ReactNode
}) {
  const { t } = useTranslation('home')
  return (
    <Section id={name} labelledBy={`${name}-title`} className={className}>
      <SectionHeading
        id={`${name}-title`}
        eyebrow={t(`${name}.eyebrow`)}
        title={t(`${name}.title`)}
        subtitle={t(`${name}.subtitle`)}
      />
      {children}
    </Section>
  )
}
