import { Clapperboard } from 'lucide-react'
import type { Filmmaker } from '@contract/filmmaker'
import { paths } from '@/config/paths'
import { LEGACY_FILMMAKER_SPECIALIZATIONS } from '@contract/constants'
import { capabilities } from '@/api/capabilities'
import { filmmakerPages, filmmakersApi } from '@/api/filmmakers'
import { DateCell, NameCell, Pill, StateBadge } from '../cells'
import { FilmmakerForm } from '../../entity-forms/filmmaker-form'
import { THIS_MONTH_STAT, TOTAL_STAT } from '../stats'
import type { ManageConfig } from '../types'

export const filmmakersManageConfig: ManageConfig<Filmmaker> = {
  entity: 'filmmakers',
  titleKey: 'filmmakerManage',
  createPath: paths.admin.filmmakerCreate,
  icon: Clapperboard,
  collection: filmmakerPages,
  nameOf: (filmmaker) => filmmaker.name,
  // No Active card: the API has no filter of filmmakers by state to count them with.
  stats: [TOTAL_STAT, THIS_MONTH_STAT],
  filters: [
    {
      param: 'specialization',
      label: 'specialization',
      values: [...capabilities.filmmakerSpecializations, ...LEGACY_FILMMAKER_SPECIALIZATIONS],
      names: { vocabulary: 'specializations' },
    },
  ],
  columns: [
    {
      header: 'filmmaker',
      sort: 'name',
      cell: (filmmaker) => (
        <NameCell image={filmmaker.image} name={filmmaker.name} secondary={filmmaker.email} />
      ),
    },
    {
      header: 'specialization',
      sort: 'specialization',
      cell: (filmmaker, { label }) => (
        <Pill>{label('specializations', filmmaker.specialization)}</Pill>
      ),
    },
    {
      header: 'experience',
      sort: 'experience',
      cell: (filmmaker, { t }) => t('values.years', { count: filmmaker.experience }),
      className: 'hidden lg:table-cell whitespace-nowrap',
    },
    {
      header: 'status',
      cell: (filmmaker, { t }) => (
        <StateBadge
          isOn={filmmaker.isActive}
          label={t(filmmaker.isActive ? 'values.active' : 'values.inactive')}
        />
      ),
      className: 'hidden md:table-cell',
    },
    {
      header: 'added',
      sort: 'created',
      cell: (filmmaker, { language }) => (
        <DateCell date={filmmaker.createdAt} language={language} />
      ),
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: filmmakersApi.useUpdate, Form: FilmmakerForm },
  useDelete: filmmakersApi.useDelete,
  remove: filmmakersApi.remove,
}
