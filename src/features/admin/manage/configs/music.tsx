import { Music } from 'lucide-react'
import type { MusicTrack } from '@contract/music'
import { paths } from '@/config/paths'
import { MUSIC_GENRES } from '@contract/constants'
import { musicApi, musicPages } from '@/api/music'
import { VocabularyWord } from '@/components/ui/vocabulary-word'
import { formatCount, formatDuration } from '@/lib/format'
import { DateCell, NameCell, Pill, StateBadge } from '../cells'
import { MusicForm } from '../../entity-forms/music-form'
import { ACTIVE_STAT, THIS_MONTH_STAT, TOTAL_STAT } from '../stats'
import type { ManageConfig } from '../types'

export const musicManageConfig: ManageConfig<MusicTrack> = {
  entity: 'music',
  titleKey: 'musicManage',
  createPath: paths.admin.musicUpload,
  icon: Music,
  collection: musicPages,
  // Admins see inactive tracks too, or they could never switch one back on.
  baseParams: { includeInactive: 'true' },
  nameOf: (track) => track.title,
  stats: [TOTAL_STAT, THIS_MONTH_STAT, ACTIVE_STAT],
  filters: [
    { param: 'genre', label: 'genre', values: MUSIC_GENRES, names: { vocabulary: 'musicGenres' } },
    {
      param: 'active',
      label: 'status',
      values: ['true', 'false'],
      names: { prefix: 'filters.states' },
    },
  ],
  columns: [
    {
      header: 'track',
      sort: 'title',
      cell: (track) => (
        <NameCell image={track.coverImageUrl} name={track.title} secondary={track.artist} />
      ),
    },
    {
      header: 'genre',
      sort: 'genre',
      cell: (track) => (
        <Pill>
          <VocabularyWord group="musicGenres" value={track.genre} />
        </Pill>
      ),
      className: 'hidden lg:table-cell',
    },
    {
      header: 'duration',
      sort: 'duration',
      cell: (track) => <span className="tabular-nums">{formatDuration(track.duration)}</span>,
      className: 'hidden md:table-cell',
    },
    {
      header: 'plays',
      sort: 'plays',
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
      sort: 'created',
      cell: (track, { language }) => <DateCell date={track.createdAt} language={language} />,
      className: 'hidden xl:table-cell',
    },
  ],
  edit: { useUpdate: musicApi.useUpdate, Form: MusicForm },
  useDelete: musicApi.useDelete,
  remove: musicApi.remove,
}
