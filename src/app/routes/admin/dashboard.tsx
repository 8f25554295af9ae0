import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'

export default function DashboardRoute() {
  return <DashboardScreen />
}
