import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/entity-forms/create-page-frame'
import { ProducerForm } from '@/features/admin/entity-forms/producer-form'

export default function ProducerCreateRoute() {
  const { t } = useTranslation(['admin', 'producer-wizard'])
  return (
    <CreatePageFrame
      title={t('admin:titles.producerCreate')}
      description={t('producer-wizard:description')}
    >
      <ProducerForm />
    </CreatePageFrame>
  )
}
