import { Mic2 } from 'lucide-react'
import type { Artist } from '@contract/artist'
import { paths } from '@/config/paths'
import { artistsApi, useArtists } from '@/api/artists'
import { DateCell, NameCell } from '../cells'
import { ArtistForm } from '@/features/admin/entity-forms/artist-form'
import type { ManageConfig } from '../types'

export const artistsManageConfig: ManageConfig<Artist> = {
  entity: 'artists',
  titleKey: 'artistsManage',
  createPath: paths.admin.artistsCreate,
  icon: Mic2,
  useRecords: useArtists,
  nameOf: (artist) => artist.name,
  searchText: (artist) => [artist.name],
  columns: [
    {
      header: 'artist',
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
      cell: (artist, { language }) => <DateCell date={artist.createdAt} language={language} />,
      className: 'hidden sm:table-cell',
    },
  ],
  edit: { useUpdate: artistsApi.useUpdate, Form: ArtistForm },
  useDelete: artistsApi.useDelete,
}
