import { Music } from 'lucide-react'
import type { MusicTrack } from '@contract/music'
import { paths } from '@/config/paths'
import { musicApi, useTracks } from '@/api/music'
import { VocabularyWord } from '@/components/ui/vocabulary-word'
import { useAuth } from '@/lib/auth'
import { formatCount, formatDuration } from '@/lib/format'
import { DateCell, NameCell, Pill, StateBadge } from '../cells'
import { MusicForm } from '@/features/admin/entity-forms/music-form'
import type { ManageConfig } from '../types'

/** Admins see inactive tracks too, or they could never switch one back on. */
function useAdminTracks() {
  const { user } = useAuth()
  return useTracks(user?._id, { includeInactive: true })
}

export const musicManageConfig: ManageConfig<MusicTrack> = {
  entity: 'music',
  titleKey: 'musicManage',
  createPath: paths.admin.musicUpload,
  icon: Music,
  useRecords: useAdminTracks,
  nameOf: (track) => track.title,
  searchText: (track) => [track.title, track.artist],
  isActive: (track) => track.isActive,
  columns: [
    {
      header: 'track',
      cell: (track) => (
        <NameCell image={track.coverImageUrl} name={track.title} secondary={track.artist} />
      ),
    },
    {
      header: 'genre',
      cell: (track) => (
        <Pill>
          <VocabularyWord group="musicGenres" value={track.genre} />
        </Pill>
      ),
      className: 'hidden lg:table-cell',
    },
    {
      header: 'duration',
      cell: (track) => <span className="tabular-nums">{formatDuration(track.duration)}</span>,
      className: 'hidden md:table-cell',
    },
    {
      header: 'plays',
      cell: (track) => <span className="tabular-nums">{formatCount(track.playCount)}</span>,
    },
    {
      header: 'status',
      cell: (track, { t }) => (
        <StateBadge
          isOn={track.isActive}
          label={t(track.isActive ? 'values.active' : 'values.inactive')}
        />
      ),
      className: 'hidden sm:table-cell',
    },
    {
      header: 'added',
      cell: (track, { language }) => <DateCell date={track.createdAt} language={language} />,
      className: 'hidden xl:table-cell',
    },
  ],
  edit: { useUpdate: musicApi.useUpdate, Form: MusicForm },
  useDelete: musicApi.useDelete,
}
