/** The demo content, one module per kind; see data/. Names and contacts are fictional. */
export { DEMO_ARTISTS, type DemoArtist } from './data/artists'
export { DEMO_TRACKS, type DemoTrack } from './data/tracks'
export { DEMO_PRODUCERS, type DemoProducer } from './data/producers'
export { DEMO_FILMMAKERS, type DemoFilmmaker } from './data/filmmakers'
export { DEMO_GALLERY, type DemoGalleryItem } from './data/gallery'
export {
  DEMO_CONTACT_MESSAGES,
  DEMO_LISTENER,
  demoListenerNames,
  type DemoContactMessage,
} from './data/people'
