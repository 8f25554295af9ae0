import sharp from 'sharp'
import { coverSvg } from './artwork/cover'
import { portraitSvg } from './artwork/portrait'
import { sceneSvg, type SceneKind } from './artwork/scene'

export type { SceneKind } from './artwork/scene'

/** JPEG, like a photo an admin would upload; the media store then adds the WebP variants. */
const toJpeg = (svg: string) =>
  sharp(Buffer.from(svg)).jpeg({ quality: 82, progressive: true }).toBuffer()

export const renderPortrait = (name: string, index: number) => toJpeg(portraitSvg(name, index))

export const renderCover = (title: string, artist: string, index: number) =>
  toJpeg(coverSvg(title, artist, index))

export const renderScene = (kind: SceneKind, index: number, width: number, height: number) =>
  toJpeg(sceneSvg(kind, index, width, height))
