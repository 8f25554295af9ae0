/** Responsive image sources: shared with the server, which preloads a list's first image. */
export { IMAGE_SIZES, imageSources, type ImageSources } from '@contract/media'

/**
 * How many cards of a list load their image at once; the rest wait until they come near the
 * screen (`<MediaImage loading="lazy">`). One: on a phone only the first card is in view, and
 * the server preloads its image (server/plugins/list-preload.ts); more would compete with it.
 * On wider screens the rest of the first row follows as soon as it is laid out.
 */
export const EAGER_IMAGES = 1
