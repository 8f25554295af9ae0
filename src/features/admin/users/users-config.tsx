import { CalendarPlus, ShieldCheck, UserCheck, Users } from 'lucide-react'
import type { User } from '@contract/user'
import { capabilities } from '@/api/capabilities'
import { useUsers } from '@/api/users'
import { isThisMonth } from '@/lib/date-range'
import { DateCell, NameCell, Pill, StateBadge } from '../manage/cells'
import type { ManageConfig } from '../manage/types'
import { UserRowActions } from './user-row-actions'
import { userName } from './user-name'

/** Users are not edited or deleted here: an admin views them and switches them on or off. */
export const usersManageConfig: ManageConfig<User> = {
  entity: 'users',
  titleKey: 'users',
  icon: Users,
  useRecords: useUsers,
  nameOf: userName,
  searchText: (user) => [user.username, user.email],
  allLabel: 'allUsers',
  stats: (users, now) => [
    { label: 'totalUsers', value: users.length, icon: Users },
    { label: 'activeUsers', value: users.filter((user) => user.isActive).length, icon: UserCheck },
    {
      label: 'admins',
      value: users.filter((user) => user.userType === 'admin').length,
      icon: ShieldCheck,
    },
    {
      label: 'usersThisMonth',
      value: users.filter((user) => isThisMonth(user.createdAt, now)).length,
      icon: CalendarPlus,
    },
  ],
  columns: [
    {
      header: 'user',
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
      cell: (user, { language }) => <DateCell date={user.createdAt} language={language} />,
      className: 'hidden md:table-cell',
    },
  ],
  RowActions: UserRowActions,
  ...(capabilities.canChangeUserStatus ? {} : { noteKey: 'users.statusUnavailable' }),
}
