import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/forms/create-page-frame'
import { GalleryCreateForm } from '@/features/admin/forms/gallery-create-form'

export default function GalleryCreateRoute() {
  const { t } = useTranslation(['admin', 'forms'])
  return (
    <CreatePageFrame
      title={t('admin:titles.galleryCreate')}
      description={t('forms:gallery.description')}
    >
      <GalleryCreateForm />
    </CreatePageFrame>
  )
}
