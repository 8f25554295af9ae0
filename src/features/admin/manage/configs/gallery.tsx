import { Image } from 'lucide-react'
import type { GalleryItem } from '@contract/gallery'
import { paths } from '@/config/paths'
import { galleryApi, useGallery } from '@/api/gallery'
import { VocabularyWord } from '@/components/ui/vocabulary-word'
import { formatCount } from '@/lib/format'
import { DateCell, NameCell, Pill } from '../cells'
import { GalleryForm } from '@/features/admin/entity-forms/gallery-form'
import type { ManageConfig } from '../types'

export const galleryManageConfig: ManageConfig<GalleryItem> = {
  entity: 'gallery',
  titleKey: 'galleryManage',
  createPath: paths.admin.galleryCreate,
  icon: Image,
  useRecords: useGallery,
  nameOf: (item) => item.title,
  searchText: (item) => [item.title],
  columns: [
    {
      header: 'item',
      cell: (item) => (
        <NameCell image={item.image} name={item.title} secondary={item.description} />
      ),
    },
    {
      header: 'category',
      cell: (item) => (
        <Pill>
          <VocabularyWord group="galleryCategories" value={item.category} />
        </Pill>
      ),
      className: 'hidden md:table-cell',
    },
    {
      header: 'likes',
      cell: (item) => <span className="tabular-nums">{formatCount(item.likeCount)}</span>,
    },
    {
      header: 'added',
      cell: (item, { language }) => <DateCell date={item.createdAt} language={language} />,
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: galleryApi.useUpdate, Form: GalleryForm },
  useDelete: galleryApi.useDelete,
}
