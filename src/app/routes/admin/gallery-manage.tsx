import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { galleryManageConfig } from '@/features/admin/manage/configs/gallery'

export default function GalleryManageRoute() {
  return <ManageScreen config={galleryManageConfig} />
}
