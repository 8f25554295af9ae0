import { useTranslation } from 'react-i18next'
import { Activity, Layers, UserCheck } from 'lucide-react'
import type { DashboardAnalytics } from '@contract/dashboard'
import { StatCard } from '@/components/ui/stat-card'

/** Total Content, Total Engagement, Active Users (docs/product.md §7), each with what it sums. */
export function SummaryCards({ analytics }: { analytics: DashboardAnalytics }) {
  const { t, i18n } = useTranslation('dashboard')
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language)
  const { summary, engagement } = analytics
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        label={t('summary.totalContent')}
        value={number.format(summary.totalContent)}
        icon={Layers}
        hint={t('summary.totalContentHint')}
      />
      <StatCard
        label={t('summary.totalEngagement')}
        value={number.format(summary.totalEngagement)}
        icon={Activity}
        hint={t('summary.totalEngagementHint', {
          plays: number.format(engagement.totalMusicPlays),
          likes: number.format(engagement.totalLikes),
        })}
      />
      <StatCard
        label={t('summary.activeUsers')}
        value={number.format(summary.activeUsers)}
        icon={UserCheck}
        hint={t('summary.activeUsersHint')}
      />
    </div>
  )
}
