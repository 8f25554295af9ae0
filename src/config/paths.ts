/**
 * Every URL of the SPA. Components link with these builders; the router uses `routePatterns`.
 * Ids are encoded so that an odd id can never break out of its path segment.
 */
const segment = (id: string) => encodeURIComponent(id)

/** Sections of the home page that the footer's quick links jump to (ids of those sections). */
export const HOME_SECTIONS = ['home', 'about', 'music', 'gallery', 'contact'] as const
export type HomeSection = (typeof HOME_SECTIONS)[number]

export const paths = {
  home: '/',
  founder: '/founder',
  about: '/abouts',
  gallery: '/gallery',
  galleryItem: (id: string) => `/gallery/${segment(id)}`,
  artists: '/artists',
  artist: (id: string) => `/artist/${segment(id)}`,
  producers: '/producers',
  producer: (id: string) => `/producer/${segment(id)}`,
  filmmakers: '/filmmakers',
  filmmaker: (id: string) => `/filmmakers/${segment(id)}`,
  music: '/musics',
  /** A track's own page; also what its share menu, oEmbed and embed player link to. */
  track: (id: string) => `/musics/${segment(id)}`,
  contact: '/contacts',
  login: '/login',
  /** The signed-in listener's liked gallery photos. */
  likes: '/likes',
  /** The sign-in screen in its create-account mode (read by features/auth's AuthScreen). */
  register: '/login?mode=register',
  /** A section of the home page, reachable from any page. */
  homeSection: (section: HomeSection) => `/#${section}`,
  admin: {
    dashboard: '/admin',
    users: '/admin/users/manage',
    messages: '/admin/contact/messages',
    artistsCreate: '/admin/artists/create',
    artistsManage: '/admin/artists/manage',
    galleryCreate: '/admin/gallery/create',
    galleryManage: '/admin/gallery/manage',
    musicUpload: '/admin/music/upload',
    musicManage: '/admin/music/manage',
    producerCreate: '/admin/producer/create',
    producerManage: '/admin/producer/manage',
    filmmakerCreate: '/admin/filmmaker/create',
    filmmakerManage: '/admin/filmmaker/manage',
  },
} as const

/** Patterns of the routes that take a parameter; the others use `paths` as they are. */
export const routePatterns = {
  galleryItem: '/gallery/:id',
  artist: '/artist/:id',
  producer: '/producer/:id',
  filmmaker: '/filmmakers/:id',
  track: '/musics/:id',
} as const
