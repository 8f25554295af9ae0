import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/entity-forms/create-page-frame'
import { MusicForm } from '@/features/admin/entity-forms/music-form'

export default function MusicUploadRoute() {
  const { t } = useTranslation(['admin', 'music-upload'])
  return (
    <CreatePageFrame
      title={t('admin:titles.musicUpload')}
      description={t('music-upload:description')}
    >
      <MusicForm />
    </CreatePageFrame>
  )
}
