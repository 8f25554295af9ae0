import { useTranslation } from 'react-i18next'
import { RoutePlaceholder } from '@/components/layout/route-placeholder'

export default function GalleryCreateRoute() {
  const { t } = useTranslation('admin')
  return <RoutePlaceholder title={t('titles.galleryCreate')} />
}
