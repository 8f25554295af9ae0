import { Image } from 'lucide-react'
import type { GalleryItem } from '@contract/gallery'
import { paths } from '@/config/paths'
import { GALLERY_CATEGORIES } from '@contract/constants'
import { galleryApi, galleryPages } from '@/api/gallery'
import { VocabularyWord } from '@/components/ui/vocabulary-word'
import { formatCount } from '@/lib/format'
import { DateCell, NameCell, Pill } from '../cells'
import { GalleryForm } from '../../entity-forms/gallery-form'
import { ALWAYS_ACTIVE_STATS } from '../stats'
import type { ManageConfig } from '../types'

export const galleryManageConfig: ManageConfig<GalleryItem> = {
  entity: 'gallery',
  titleKey: 'galleryManage',
  createPath: paths.admin.galleryCreate,
  icon: Image,
  collection: galleryPages,
  nameOf: (item) => item.title,
  stats: ALWAYS_ACTIVE_STATS,
  filters: [
    {
      param: 'category',
      label: 'category',
      values: GALLERY_CATEGORIES,
      names: { vocabulary: 'galleryCategories' },
    },
  ],
  columns: [
    {
      header: 'item',
      sort: 'title',
      cell: (item) => (
        <NameCell image={item.image} name={item.title} secondary={item.description} />
      ),
    },
    {
      header: 'category',
      sort: 'category',
      cell: (item) => (
        <Pill>
          <VocabularyWord group="galleryCategories" value={item.category} />
        </Pill>
      ),
      className: 'hidden md:table-cell',
    },
    {
      header: 'likes',
      sort: 'likes',
      cell: (item) => <span className="tabular-nums">{formatCount(item.likeCount)}</span>,
    },
    {
      header: 'added',
      sort: 'created',
      cell: (item, { language }) => <DateCell date={item.createdAt} language={language} />,
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: galleryApi.useUpdate, Form: GalleryForm },
  useDelete: galleryApi.useDelete,
  remove: galleryApi.remove,
}
