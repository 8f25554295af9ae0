import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/entity-forms/create-page-frame'
import { GalleryForm } from '@/features/admin/entity-forms/gallery-form'

export default function GalleryCreateRoute() {
  const { t } = useTranslation(['admin', 'forms'])
  return (
    <CreatePageFrame
      title={t('admin:titles.galleryCreate')}
      description={t('forms:gallery.description')}
    >
      <GalleryForm />
    </CreatePageFrame>
  )
}
