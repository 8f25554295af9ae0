import { Clapperboard } from 'lucide-react'
import type { Filmmaker } from '@contract/filmmaker'
import { paths } from '@/config/paths'
import { filmmakersApi, useFilmmakers } from '@/api/filmmakers'
import { DateCell, NameCell, Pill, StateBadge } from '../cells'
import { FilmmakerForm } from '@/features/admin/entity-forms/filmmaker-form'
import type { ManageConfig } from '../types'

export const filmmakersManageConfig: ManageConfig<Filmmaker> = {
  entity: 'filmmakers',
  titleKey: 'filmmakerManage',
  createPath: paths.admin.filmmakerCreate,
  icon: Clapperboard,
  useRecords: useFilmmakers,
  nameOf: (filmmaker) => filmmaker.name,
  // The specialization as stored and as the table names it (translated, e.g. "Réalisateur").
  searchText: (filmmaker, label) => [
    filmmaker.name,
    filmmaker.specialization,
    label('specializations', filmmaker.specialization),
  ],
  isActive: (filmmaker) => filmmaker.isActive,
  columns: [
    {
      header: 'filmmaker',
      cell: (filmmaker) => (
        <NameCell image={filmmaker.image} name={filmmaker.name} secondary={filmmaker.email} />
      ),
    },
    {
      header: 'specialization',
      cell: (filmmaker, { label }) => (
        <Pill>{label('specializations', filmmaker.specialization)}</Pill>
      ),
    },
    {
      header: 'experience',
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
      cell: (filmmaker, { language }) => (
        <DateCell date={filmmaker.createdAt} language={language} />
      ),
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: filmmakersApi.useUpdate, Form: FilmmakerForm },
  useDelete: filmmakersApi.useDelete,
}
