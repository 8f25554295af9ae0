import { SlidersHorizontal } from 'lucide-react'
import type { Producer } from '@contract/producer'
import { paths } from '@/config/paths'
import { PRODUCER_LEVELS } from '@contract/constants'
import { producerPages, producersApi } from '@/api/producers'
import { DateCell, NameCell, Pill } from '../cells'
import { ProducerForm } from '../../entity-forms/producer-form'
import { ALWAYS_ACTIVE_STATS } from '../stats'
import type { ManageConfig } from '../types'

export const producersManageConfig: ManageConfig<Producer> = {
  entity: 'producers',
  titleKey: 'producerManage',
  createPath: paths.admin.producerCreate,
  icon: SlidersHorizontal,
  collection: producerPages,
  nameOf: (producer) => producer.name,
  stats: ALWAYS_ACTIVE_STATS,
  filters: [
    { param: 'level', label: 'level', values: PRODUCER_LEVELS, names: { vocabulary: 'levels' } },
  ],
  columns: [
    {
      header: 'producer',
      sort: 'name',
      cell: (producer) => (
        <NameCell image={producer.image} name={producer.name} secondary={producer.contactEmail} />
      ),
    },
    {
      header: 'level',
      sort: 'level',
      cell: (producer, { label }) => <Pill>{label('levels', producer.level)}</Pill>,
    },
    {
      header: 'experience',
      sort: 'experience',
      cell: (producer, { t }) => t('values.years', { count: producer.yearsExperience }),
      className: 'hidden md:table-cell whitespace-nowrap',
    },
    {
      header: 'added',
      sort: 'created',
      cell: (producer, { language }) => <DateCell date={producer.createdAt} language={language} />,
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: producersApi.useUpdate, Form: ProducerForm },
  useDelete: producersApi.useDelete,
  remove: producersApi.remove,
}
