import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { musicManageConfig } from '@/features/admin/manage/configs/music'

export default function MusicManageRoute() {
  return <ManageScreen config={musicManageConfig} />
}
