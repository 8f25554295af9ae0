import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'

interface EmptyHintProps {
  /** Key under `empty.` in the dashboard namespace: what to do about it. */
  hint: string
  /** The create form that fills the panel, and the key of its link's name under `empty.`. */
  to: string
  action: string
}

/** Under a panel's "No data": what would fill it, and a link to the form that does. */
export function EmptyHint({ hint, to, action }: EmptyHintProps) {
  const { t } = useTranslation('dashboard')
  return (
    <div className="space-y-2 text-center text-sm">
      <p className="text-muted">{t(`empty.${hint}`)}</p>
      <Link
        to={to}
        className="inline-flex min-h-6 items-center font-semibold text-accent underline-offset-4 hover:underline"
      >
        {t(`empty.${action}`)}
      </Link>
    </div>
  )
}
