import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { producersManageConfig } from '@/features/admin/manage/configs/producers'

export default function ProducerManageRoute() {
  return <ManageScreen config={producersManageConfig} />
}
