import type { Artist } from '@contract/artist'
import { paths } from '@/config/paths'
import { TalentCardFrame, type TalentCardProps } from './card-parts'

export function ArtistCard({ artist, ...props }: { artist: Artist } & TalentCardProps) {
  return (
    <TalentCardFrame
      to={paths.artist(artist._id)}
      name={artist.name}
      image={artist.image || artist.imageUrl}
      {...props}
    >
      {artist.management ? (
        <p className="text-sm font-medium text-accent">{artist.management}</p>
      ) : null}
      {artist.bio ? <p className="line-clamp-5 text-sm text-muted">{artist.bio}</p> : null}
    </TalentCardFrame>
  )
}
