import { useTranslation } from 'react-i18next'
import { ArtistCreateForm } from '@/features/admin/forms/artist-create-form'
import { CreatePageFrame } from '@/features/admin/forms/create-page-frame'

export default function ArtistsCreateRoute() {
  const { t } = useTranslation(['admin', 'forms'])
  return (
    <CreatePageFrame
      title={t('admin:titles.artistsCreate')}
      description={t('forms:artist.description')}
    >
      <ArtistCreateForm />
    </CreatePageFrame>
  )
}
