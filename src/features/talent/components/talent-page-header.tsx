import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageBand } from '@/components/ui/page-band'

/** The dark band at the top of each talent list: eyebrow, title (the page's h1), subtitle. */
export function TalentPageHeader(props: { title: string; subtitle: string; children?: ReactNode }) {
  const { t } = useTranslation('talent')
  return <PageBand eyebrow={t('eyebrow')} {...props} />
}
