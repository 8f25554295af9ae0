import { artistMedia } from './artists'
import { filmmakerMedia } from './filmmakers'
import { galleryMedia } from './gallery'
import { musicMedia } from './music'
import { producerMedia } from './producers'

/**
 * Every entity whose rows hold media URLs, for the media store's "is this file still held?"
 * (server/media/index.ts). A new table with a media column must be added here, or its files could
 * be released while it still shows them.
 */
export const MEDIA_OWNERS = [artistMedia, producerMedia, filmmakerMedia, galleryMedia, musicMedia]
