import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/forms/create-page-frame'
import { MusicUploadForm } from '@/features/admin/forms/music-upload/music-upload-form'

export default function MusicUploadRoute() {
  const { t } = useTranslation(['admin', 'music-upload'])
  return (
    <CreatePageFrame
      title={t('admin:titles.musicUpload')}
      description={t('music-upload:description')}
    >
      <MusicUploadForm />
    </CreatePageFrame>
  )
}
