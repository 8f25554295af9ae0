import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { usersManageConfig } from '@/features/admin/users/users-config'

export default function UsersManageRoute() {
  return <ManageScreen config={usersManageConfig} />
}
