import { CalendarPlus, ShieldCheck, UserCheck, Users } from 'lucide-react'
import { USER_TYPES } from '@contract/constants'
import type { User } from '@contract/user'
import { capabilities } from '@/api/capabilities'
import { userPages } from '@/api/users'
import { DateCell, NameCell, Pill, StateBadge } from '../manage/cells'
import type { ManageConfig } from '../manage/types'
import { UserRowActions } from './user-row-actions'
import { userName } from './user-name'

/** Users are not edited or deleted here: an admin views them and switches them on or off. */
export const usersManageConfig: ManageConfig<User> = {
  entity: 'users',
  titleKey: 'users',
  icon: Users,
  collection: userPages,
  nameOf: userName,
  allLabel: 'allUsers',
  stats: [
    { label: 'totalUsers', icon: Users },
    { label: 'activeUsers', icon: UserCheck, params: { active: 'true' } },
    { label: 'admins', icon: ShieldCheck, params: { userType: 'admin' } },
    { label: 'usersThisMonth', icon: CalendarPlus, thisMonth: true },
  ],
  filters: [
    { param: 'userType', label: 'role', values: USER_TYPES, names: { prefix: 'values.roles' } },
  ],
  columns: [
    {
      header: 'user',
      sort: 'username',
      cell: (user, { t }) => (
        <NameCell
          name={userName(user)}
          secondary={
            <>
              <span className="block truncate">{user.email}</span>
              {/* The Status column is hidden on phones; the state still shows here. */}
              <span className="mt-1 block sm:hidden">
                <StateBadge
                  isOn={user.isActive}
                  label={t(user.isActive ? 'values.active' : 'values.inactive')}
                />
              </span>
            </>
          }
        />
      ),
    },
    {
      header: 'role',
      sort: 'userType',
      cell: (user, { t }) => <Pill>{t(`values.roles.${user.userType}`)}</Pill>,
      className: 'hidden sm:table-cell',
    },
    {
      header: 'status',
      cell: (user, { t }) => (
        <StateBadge
          isOn={user.isActive}
          label={t(user.isActive ? 'values.active' : 'values.inactive')}
        />
      ),
    },
    {
      header: 'joined',
      sort: 'created',
      cell: (user, { language }) => <DateCell date={user.createdAt} language={language} />,
      className: 'hidden md:table-cell',
    },
  ],
  RowActions: UserRowActions,
  ...(capabilities.canChangeUserStatus ? {} : { noteKey: 'users.statusUnavailable' }),
}
