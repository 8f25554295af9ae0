import { Mic2 } from 'lucide-react'
import type { Artist } from '@contract/artist'
import { paths } from '@/config/paths'
import { artistPages, artistsApi } from '@/api/artists'
import { DateCell, NameCell } from '../cells'
import { ArtistForm } from '../../entity-forms/artist-form'
import { ALWAYS_ACTIVE_STATS } from '../stats'
import type { ManageConfig } from '../types'

export const artistsManageConfig: ManageConfig<Artist> = {
  entity: 'artists',
  titleKey: 'artistsManage',
  createPath: paths.admin.artistsCreate,
  icon: Mic2,
  collection: artistPages,
  nameOf: (artist) => artist.name,
  stats: ALWAYS_ACTIVE_STATS,
  columns: [
    {
      header: 'artist',
      sort: 'name',
      cell: (artist) => (
        <NameCell image={artist.image} name={artist.name} secondary={artist.management} />
      ),
    },
    {
      header: 'age',
      cell: (artist, { t }) => (artist.age === null ? t('values.none') : artist.age),
      className: 'hidden md:table-cell',
    },
    {
      header: 'added',
      sort: 'created',
      cell: (artist, { language }) => <DateCell date={artist.createdAt} language={language} />,
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: artistsApi.useUpdate, Form: ArtistForm },
  useDelete: artistsApi.useDelete,
  remove: artistsApi.remove,
}
