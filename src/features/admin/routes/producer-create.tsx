import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/forms/create-page-frame'
import { ProducerWizard } from '@/features/admin/forms/producer-wizard/producer-wizard'

export default function ProducerCreateRoute() {
  const { t } = useTranslation(['admin', 'producer-wizard'])
  return (
    <CreatePageFrame
      title={t('admin:titles.producerCreate')}
      description={t('producer-wizard:description')}
    >
      <ProducerWizard />
    </CreatePageFrame>
  )
}
