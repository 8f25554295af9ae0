import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Eye, UserCheck, UserX } from 'lucide-react'
import type { User } from '@contract/user'
import { capabilities } from '@/api/capabilities'
import { serverMessage } from '@/api/errors'
import { useSetUserStatus } from '@/api/users'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useAuth } from '@/lib/auth'
import { cn } from '@/lib/cn'
import { iconButtonClass } from '../manage/manage-table'
import type { Notice } from '../manage/types'
import { UserDetailsDialog } from './user-details-dialog'
import { userName } from './user-name'

/**
 * View and activate/deactivate, for one row of the users table. The signed-in admin's own row
 * has no toggle: an admin who switched itself off would be locked out at once. Deactivating
 * signs the person out, so it asks first; activating again is harmless and immediate. An API
 * without the status route (the hosted one) gets no toggle; the screen's note says why.
 */
export function UserRowActions({
  record: user,
  onNotice,
}: {
  record: User
  onNotice: (notice: Notice) => void
}) {
  const { t } = useTranslation('manage')
  const { user: signedIn } = useAuth()
  const isSelf = signedIn?._id === user._id
  const [isViewing, setViewing] = useState(false)
  const [isConfirming, setConfirming] = useState(false)
  const setStatus = useSetUserStatus()
  const name = userName(user)
  const next = !user.isActive
  const label = t(next ? 'users.activate' : 'users.deactivate', { name })
  const Icon = next ? UserCheck : UserX

  const apply = () =>
    setStatus.mutate(
      { id: user._id, isActive: next },
      {
        onSuccess: () => {
          setConfirming(false)
          onNotice({
            tone: 'success',
            message: t(next ? 'users.activated' : 'users.deactivated', { name }),
          })
        },
        onError: (error) => {
          setConfirming(false)
          onNotice({
            tone: 'error',
            message: t('feedback.statusFailed'),
            detail: serverMessage(error),
          })
        },
      },
    )
  const toggle = () => (next ? apply() : setConfirming(true))

  return (
    <>
      <button
        type="button"
        onClick={() => setViewing(true)}
        aria-label={t('users.view', { name })}
        title={t('users.view', { name })}
        className={iconButtonClass}
      >
        <Eye aria-hidden="true" className="size-4" />
      </button>
      {isSelf || !capabilities.canChangeUserStatus ? (
        // Keeps the row's icons lined up with the others.
        <span aria-hidden="true" className="size-9" />
      ) : (
        <button
          type="button"
          onClick={toggle}
          disabled={setStatus.isPending}
          aria-label={label}
          title={label}
          className={cn(iconButtonClass, next ? 'hover:text-success' : 'hover:text-danger')}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      )}
      <UserDetailsDialog user={isViewing ? user : null} onClose={() => setViewing(false)} />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('users.deactivateTitle', { name })}
        message={t('users.deactivateMessage', { name })}
        confirmLabel={t('users.deactivateConfirm')}
        pendingLabel={t('users.deactivating')}
        cancelLabel={t('actions.cancel')}
        isPending={setStatus.isPending}
        onConfirm={apply}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
