import { SlidersHorizontal } from 'lucide-react'
import type { Producer } from '@contract/producer'
import { paths } from '@/config/paths'
import { producersApi, useProducers } from '@/api/producers'
import { DateCell, NameCell, Pill } from '../cells'
import { ProducerForm } from '@/features/admin/entity-forms/producer-form'
import type { ManageConfig } from '../types'

export const producersManageConfig: ManageConfig<Producer> = {
  entity: 'producers',
  titleKey: 'producerManage',
  createPath: paths.admin.producerCreate,
  icon: SlidersHorizontal,
  useRecords: useProducers,
  nameOf: (producer) => producer.name,
  searchText: (producer) => [producer.name],
  columns: [
    {
      header: 'producer',
      cell: (producer) => (
        <NameCell image={producer.image} name={producer.name} secondary={producer.contactEmail} />
      ),
    },
    {
      header: 'level',
      cell: (producer, { label }) => <Pill>{label('levels', producer.level)}</Pill>,
    },
    {
      header: 'experience',
      cell: (producer, { t }) => t('values.years', { count: producer.yearsExperience }),
      className: 'hidden md:table-cell whitespace-nowrap',
    },
    {
      header: 'added',
      cell: (producer, { language }) => <DateCell date={producer.createdAt} language={language} />,
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: producersApi.useUpdate, Form: ProducerForm },
  useDelete: producersApi.useDelete,
}
