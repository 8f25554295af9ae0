import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@contract/user'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { formatDate } from '@/lib/format'
import { StateBadge } from '../manage/cells'
import { userName } from './user-name'

/** Everything the list knows about one account (never a password: the API has none to give). */
export function UserDetailsDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('manage')
  if (!user) return null
  const language = i18n.resolvedLanguage ?? i18n.language
  const rows: [string, ReactNode][] = [
    [t('users.details.name'), userName(user)],
    [t('users.details.email'), user.email],
    [t('users.details.role'), t(`values.roles.${user.userType}`)],
    [
      t('users.details.status'),
      <StateBadge
        key="status"
        isOn={user.isActive}
        label={t(user.isActive ? 'values.active' : 'values.inactive')}
      />,
    ],
    [t('users.details.joined'), formatDate(user.createdAt, language)],
    [
      t('users.details.id'),
      <code key="id" className="text-xs break-all">
        {user._id}
      </code>,
    ],
  ]

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('users.details.title')}
      description={userName(user)}
      size="sm"
      closeLabel={t('actions.close')}
    >
      <dl className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-3 py-2.5 text-sm">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="col-span-2 min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </div>
    </Dialog>
  )
}
