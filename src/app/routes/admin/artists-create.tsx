import { useTranslation } from 'react-i18next'
import { ArtistForm } from '@/features/admin/entity-forms/artist-form'
import { CreatePageFrame } from '@/features/admin/entity-forms/create-page-frame'

export default function ArtistsCreateRoute() {
  const { t } = useTranslation(['admin', 'forms'])
  return (
    <CreatePageFrame
      title={t('admin:titles.artistsCreate')}
      description={t('forms:artist.description')}
    >
      <ArtistForm />
    </CreatePageFrame>
  )
}
