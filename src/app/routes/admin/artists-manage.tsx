import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { artistsManageConfig } from '@/features/admin/manage/configs/artists'

export default function ArtistsManageRoute() {
  return <ManageScreen config={artistsManageConfig} />
}
