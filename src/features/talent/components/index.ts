/** Talent cards for any page (the home page previews use these three). */
export { ArtistCard } from './artist-card'
export { ProducerCard } from './producer-card'
export { FilmmakerCard } from './filmmaker-card'
export { TalentCardSkeleton, TalentGridSkeleton } from './talent-card-skeleton'
