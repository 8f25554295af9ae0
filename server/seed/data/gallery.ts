import type { SceneKind } from '../images'

export interface DemoGalleryItem {
  title: string
  description: string
  category: SceneKind
  width: number
  height: number
}

/** Four categories in mixed aspect ratios, so the masonry grid has something to lay out. */
export const DEMO_GALLERY: readonly DemoGalleryItem[] = [
  { title: 'Late session in Studio A', description: 'Kezia tracking vocals for "Imvura" just after midnight.', category: 'Studio', width: 1200, height: 800 },
  { title: 'The new console', description: 'Our 32-channel desk, installed and wired over one long weekend.', category: 'Studio', width: 1200, height: 900 },
  { title: 'Mixing day', description: 'Patrick and Aline balancing drums for the Cypher Tapes.', category: 'Studio', width: 1200, height: 1500 },
  { title: 'Mastering suite', description: 'Moses comparing masters on three pairs of speakers.', category: 'Studio', width: 1200, height: 675 },
  { title: 'Amani live at the amphitheatre', description: 'A sold-out night and a crowd that sang every chorus back.', category: 'Live', width: 1200, height: 1500 },
  { title: 'Thousand Hills tour opener', description: 'Kagabo and the band opening the tour in Musanze.', category: 'Live', width: 1200, height: 800 },
  { title: 'Jazz on the terrace', description: 'Neema Wanjiru Quartet at sunset.', category: 'Live', width: 1200, height: 1200 },
  { title: 'Sunrise set', description: 'Tito Habimana closing the festival as the sun came up over the lake.', category: 'Live', width: 1200, height: 675 },
  { title: 'On set: Kigali Nights', description: 'Yves and Sandrine lining up the opening shot.', category: 'Behind the Scenes', width: 1200, height: 800 },
  { title: 'Scoring the film', description: 'Solange recording piano for "The Long Road Home".', category: 'Behind the Scenes', width: 1200, height: 1500 },
  { title: 'Foley booth', description: 'Ange recording footsteps on gravel for a short film.', category: 'Behind the Scenes', width: 1200, height: 900 },
  { title: 'Open-mic night', description: 'Jabari hosting the monthly cypher in the label courtyard.', category: 'Events', width: 1200, height: 900 },
  { title: 'Album launch party', description: 'Celebrating the release of "Inzozi" with friends and fans.', category: 'Events', width: 1200, height: 1500 },
  { title: 'Weekend music school', description: 'Students showing what they learned this term.', category: 'Events', width: 1200, height: 800 },
]
