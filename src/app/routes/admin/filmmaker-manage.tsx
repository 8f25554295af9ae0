import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { filmmakersManageConfig } from '@/features/admin/manage/configs/filmmakers'

export default function FilmmakerManageRoute() {
  return <ManageScreen config={filmmakersManageConfig} />
}
