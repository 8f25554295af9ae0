import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/entity-forms/create-page-frame'
import { FilmmakerForm } from '@/features/admin/entity-forms/filmmaker-form'

export default function FilmmakerCreateRoute() {
  const { t } = useTranslation(['admin', 'forms'])
  return (
    <CreatePageFrame
      title={t('admin:titles.filmmakerCreate')}
      description={t('forms:filmmaker.description')}
    >
      <FilmmakerForm />
    </CreatePageFrame>
  )
}
