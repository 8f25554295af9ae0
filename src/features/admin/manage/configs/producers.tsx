import { SlidersHorizontal } from 'lucide-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Producer } from '@contract/producer'
import { paths } from '@/config/paths'
import { producersApi, useProducers } from '@/api/producers'
import { DateCell, NameCell, Pill } from '../cells'
import { ProducerEditForm } from '../edit-forms/producer-edit-form'
import type { ManageConfig } from '../types'

/** The producer endpoints take lists as JSON strings; `producersApi.update` encodes them. */
function useUpdateProducer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: producersApi.update,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producersApi.keys.all }),
  })
}

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
  edit: { useUpdate: useUpdateProducer, Form: ProducerEditForm },
  useDelete: producersApi.useDelete,
}
