import { useTranslation } from 'react-i18next'
import { CreatePageFrame } from '@/features/admin/forms/create-page-frame'
import { FilmmakerCreateForm } from '@/features/admin/forms/filmmaker-create-form'

export default function FilmmakerCreateRoute() {
  const { t } = useTranslation(['admin', 'forms'])
  return (
    <CreatePageFrame
      title={t('admin:titles.filmmakerCreate')}
      description={t('forms:filmmaker.description')}
    >
      <FilmmakerCreateForm />
    </CreatePageFrame>
  )
}
