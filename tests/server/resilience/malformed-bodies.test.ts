import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { sql, type SQL } from 'drizzle-orm'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ArtistSocialLinksSchema,
  EMAIL_PATTERN,
  ErrorEnvelopeSchema,
  FILMMAKER_SPECIALIZATIONS,
  PRODUCER_GENRES,
  PRODUCER_LEVELS,
  PRODUCER_SKILLS,
  ProducerSocialMediaSchema,
  isDataUrl,
} from '../../../contract'
import {
  artists,
  filmmakers,
  galleryItems,
  musicTracks,
  producers,
} from '../../../server/db/schema'
import { createTestApp, createUser, type TestApp } from '../helpers'

/**
 * Malformed bodies: fast-check generates bodies that break the contract in every way we could
 * think of (wrong types, missing fields, huge strings, nested junk, invalid JSON text, wrong
 * content types, bad data URLs) for every write endpoint. Each must get a 4xx with the error
 * envelope (never a 5xx), and nothing may be stored: every table and the media directory are the
 * same afterwards. A failing run prints fast-check's seed and the smallest body that fails.
 */

const RUNS_PER_ENDPOINT = 80 // 15 endpoints: 1,200 bodies

type Json = Record<string, unknown>
type Method = 'POST' | 'PUT'

interface Endpoint {
  name: string
  method: Method
  url: () => string
  auth: 'admin' | 'listener' | 'guest'
  /**
   * A body the endpoint accepts; every generated body breaks it. Updates carry no new file, so
   * a broken one is the only file of the body (the first data URL among image fields wins).
   */
  valid: () => Json
  /** Fields that must be present. */
  required: string[]
  /** Per field, values that make the body invalid. */
  breakers: Record<string, fc.Arbitrary<unknown>>
  /** The endpoint reads no body field (a like): only bodies that cannot be parsed apply. */
  bytesOnly?: boolean
  /** JSON `null` is a valid body here. */
  acceptsNull?: boolean
  /** Body limit of 1 MB (routes without media). */
  smallBodies?: boolean
}

let t: TestApp
let tokens: { admin: string; listener: string }
let ids: Record<'artist' | 'producer' | 'filmmaker' | 'gallery' | 'track', string>
let png: Buffer
/** 600 × 400 pixels of noise: their pixel data fills nearly the whole file. */
let photos: { png: Buffer; jpeg: Buffer }
let wav: Buffer

// ---------------------------------------------------------------------------------------------
// Values that break a field.

/** Arrays nested hundreds deep: the parser and the validator must cope. */
const deepJunk = fc
  .integer({ min: 20, max: 400 })
  .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown)
const junkObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), {
  maxKeys: 4,
})
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  junkObject,
  deepJunk,
)
const notABoolean = fc.oneof(
  fc.integer(),
  fc.constantFrom('true', 'false', 'yes', '', '1'),
  fc.constant(null),
  fc.array(fc.boolean(), { maxLength: 2 }),
  junkObject,
)
const blank = fc.constantFrom('', ' ', '   ', '\t\n ')
/**
 * Longer than `max` characters (zod counts code points): of one, two (é) or four (🎵) UTF-8 bytes,
 * or words; sometimes very long.
 */
const tooLong = (max: number) =>
  fc
    .tuple(
      fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: max + 1, max: max + 3000 }) },
        { weight: 1, arbitrary: fc.constantFrom(100_000, 400_000) },
      ),
      fc.constantFrom('x', 'é', '🎵', 'a '),
    )
    .map(([length, unit]) => unit.repeat(length))
/** Characters no database stores: NUL, and UTF-16 surrogates without their pair. */
const BAD_CHARACTERS = ['\u0000', '\ud800', '\udfff', '\ud83c', '\udfb5\ud83c']
/** Plausible text with a NUL or a lone surrogate inside (or alone). */
const badText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...BAD_CHARACTERS),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`)
const text = (max: number) => fc.oneof(notAString, blank, tooLong(max), badText)
const optionalText = (max: number) => fc.oneof(notAString, tooLong(max), badText)
const notAnEmail = fc.oneof(
  fc.string({ maxLength: 30 }).filter((value) => !EMAIL_PATTERN.test(value.trim())),
  fc.constantFrom('a@b', '@example.com', 'ann@', 'ann example.com', 'ann@@example.com'),
)
const email = fc.oneof(
  notAString,
  notAnEmail,
  tooLong(100).map((value) => `${value}@example.com`),
  badText.map((value) => `ann${value}@example.com`),
)
const notADataUrl = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).filter((value) => !isDataUrl(value)),
  fc.constantFrom(
    'https://example.com/photo.png',
    '/media/abc.png',
    'data:image/png,not-base64',
    'data:;base64,AAAA',
    'data:image/png;base64',
    'javascript:alert(1)',
  ),
)

type Kind = 'image' | 'video' | 'audio'
const MIME: Record<Kind, string> = { image: 'image/png', video: 'video/mp4', audio: 'audio/mpeg' }
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
/** A PNG header (with a correct checksum) that claims 20,000 × 20,000 pixels and holds none. */
function pngHeaderOnly(): Buffer {
  const header = Buffer.from(png.subarray(0, 33))
  header.writeUInt32BE(20_000, 16)
  header.writeUInt32BE(20_000, 20)
  header.writeUInt32BE(crc32(header.subarray(12, 29)), 29)
  return header
}

/** A tenth of a second of silence as a 16-bit mono WAV: a real audio file for the valid bodies. */
function silentWav(): Buffer {
  const samples = 800
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples * 2, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(8000, 24)
  header.writeUInt32LE(16_000, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples * 2, 40)
  return Buffer.concat([header, Buffer.alloc(samples * 2)])
}
/** Over the 5 MB image limit once decoded; built once. */
let oversizedImage: string

/** A data URL that matches the pattern but whose bytes are no file of the right kind. */
const badDataUrl = (kind: Kind) =>
  fc.oneof(
    // Bytes of no known format, declared as the right type.
    fc
      .uint8Array({ minLength: 1, maxLength: 300 })
      .map((bytes) => dataUrl(MIME[kind], Buffer.concat([Buffer.from('not-a-file:'), bytes]))),
    // A real file of another kind (built when drawn: the PNG is made in beforeAll).
    fc
      .constant(0)
      .map(() => (kind === 'image' ? dataUrl('image/png', PDF) : dataUrl(MIME[kind], png))),
    // Broken base64: empty, bad characters, bad length, padding in the middle.
    fc.constantFrom(
      `data:${MIME[kind]};base64,`,
      `data:${MIME[kind]};base64,!!!!`,
      `data:${MIME[kind]};base64,AAA`,
      `data:${MIME[kind]};base64,A===`,
      `data:${MIME[kind]};base64,AA==AAAA`,
      `data:${MIME[kind]};base64,${'*'.repeat(400)}`,
    ),
    // Images: cut short, a header without pixels, or too large.
    ...(kind === 'image'
      ? [
          fc.integer({ min: 8, max: 60 }).map((end) => dataUrl('image/png', png.subarray(0, end))),
          // A photo wide enough for variants, cut inside its pixel data.
          fc
            .tuple(fc.constantFrom('png', 'jpeg'), fc.double({ min: 0.05, max: 0.95, noNaN: true }))
            .map(([format, share]) => {
              const photo = photos[format]
              return dataUrl(`image/${format}`, photo.subarray(0, Math.floor(photo.length * share)))
            }),
          fc.constant(0).map(() => dataUrl('image/png', pngHeaderOnly())),
          fc.constant(0).map(() => oversizedImage),
        ]
      : []),
  )
const createMedia = (kind: Kind) => fc.oneof(notAString, blank, notADataUrl, badDataUrl(kind))
const updateMedia = (kind: Kind) => fc.oneof(notAString, badDataUrl(kind))
const optionalMedia = (kind: Kind) =>
  fc.oneof(
    notAString,
    notADataUrl.filter((v) => v !== ''),
    badDataUrl(kind),
  )

// ---------------------------------------------------------------------------------------------
// The write endpoints.

const artistBreakers = {
  name: text(100),
  bio: text(5000),
  age: fc.constantFrom(0, -3, 151, 2.5, 'abc', {}, [1, 2], '1e9', 'twenty'),
  management: optionalText(100),
  socialLinks: fc.oneof(
    fc.constantFrom('facebook', 5, [], true),
    fc.constant({ facebook: 'has a space' }),
    notAString.map((value) => ({ instagram: value })),
    tooLong(200).map((value) => ({ youtube: value })),
    badText.map((value) => ({ facebook: value })),
    badText.map((value) => ({ [value]: 'x' })),
  ),
}
const artistBody = () => ({
  name: 'Fuzz Artist',
  bio: 'A bio.',
  age: 30,
  management: 'Label',
  socialLinks: { instagram: 'fuzz' },
})

const galleryBreakers = {
  title: text(200),
  category: optionalText(40),
}

const producerBreakers = {
  name: fc.oneof(notAString, blank, fc.constantFrom('A', 'R2-D2', 'Ann <b>', 'Ann_1'), tooLong(50)),
  level: fc.oneof(notAString, fc.constantFrom('', 'Wizard', 'junior')),
  bio: fc.oneof(notAString, blank, fc.constant('Too short.'), tooLong(500)),
  genres: fc.oneof(
    fc.constantFrom([], ['Polka'], [1], 5, '{not json', '[]', '["Polka"]', {}, true),
    deepJunk,
  ),
  skills: fc.oneof(fc.constantFrom([], ['Juggling'], [null], 7, 'Mixing', '[', {}), deepJunk),
  yearsExperience: fc.constantFrom(-1, 51, 2.5, 'abc', true, null, {}, [], '1e3'),
  contactEmail: email,
  credits: fc.oneof(
    fc.constantFrom(5, 'not json', {}, [{ year: 1800 }], [{ year: 'next year' }], [{ project: 5 }]),
    fc.constant(Array.from({ length: 51 }, () => ({ project: 'P', role: 'R', year: 2020 }))),
  ),
  socialMedia: fc.oneof(
    fc.constantFrom(5, '{', [], true),
    fc.constantFrom(
      { instagram: 'has space!' },
      { twitter: 'this-handle-is-far-too-long' },
      { spotify: 'http://open.spotify.com/artist/x' },
      { youtube: 'https://vimeo.com/x' },
    ),
  ),
}
const producerBody = () => ({
  name: 'Fuzz Producer',
  level: PRODUCER_LEVELS[0],
  bio: 'A producer who has worked on many records over the years, in many styles.',
  genres: [PRODUCER_GENRES[0]],
  skills: [PRODUCER_SKILLS[0]],
  yearsExperience: 4,
  contactEmail: 'producer@example.com',
  credits: [{ project: 'Album', role: 'Mixing', year: 2020 }],
  socialMedia: { instagram: 'fuzz' },
})

const filmmakerBreakers = {
  name: text(100),
  bio: text(5000),
  specialization: fc.oneof(notAString, fc.constantFrom('', 'Astronaut', 'director')),
  experience: fc.constantFrom(-1, 81, 2.5, 1e9),
  portfolio: fc.oneof(
    fc.constantFrom(5, 'x', {}, [{ year: 1800 }], [{ year: 'soon' }], [{ title: 5 }], [null]),
    fc.constant(Array.from({ length: 51 }, () => ({ title: 'T', role: 'R', year: 2020 }))),
  ),
  contact: fc.oneof(
    fc.constantFrom(5, 'x', [], true),
    fc.constantFrom({ email: 'bad' }, { phone: 'call me!' }, { phone: 5 }),
  ),
  isActive: notABoolean,
}
const filmmakerBody = () => ({
  name: 'Fuzz Filmmaker',
  bio: 'Films.',
  specialization: FILMMAKER_SPECIALIZATIONS[0],
  experience: 3,
  portfolio: [{ title: 'Short', role: 'Director', year: 2021 }],
  contact: { email: 'film@example.com', phone: '+250 788 000 000' },
  isActive: true,
})

const musicBreakers = {
  title: text(200),
  artist: text(200),
  album: optionalText(200),
  genre: fc.oneof(notAString, fc.constantFrom('Polka', 'pop', 'Other ')),
  releaseDate: fc.oneof(notAString, fc.constantFrom('not a date', '2024-13-45', 'yesterday')),
  duration: fc.constantFrom(0, -1, 1.5, 86_401, 'abc', true, null, {}, [], ''),
  youtubeLink: fc.oneof(
    notAString,
    fc.constantFrom('ftp://example.com/x', 'not a url', 'javascript:alert(1)'),
    tooLong(500),
  ),
  tags: fc.oneof(
    fc.constantFrom(5, 'rock', [1], [null], {}),
    fc.constant(Array.from({ length: 21 }, (_, i) => `tag${i}`)),
    tooLong(40).map((tag) => [tag]),
  ),
  isActive: notABoolean,
}
const musicBody = () => ({
  title: 'Fuzz Track',
  artist: 'Fuzz Band',
  album: 'Fuzz',
  genre: 'Pop',
  releaseDate: '2024-01-01',
  duration: 180,
  youtubeLink: 'https://www.youtube.com/watch?v=x',
  tags: ['fuzz'],
  isActive: true,
})

function endpoints(): Endpoint[] {
  return [
    {
      name: 'POST /contact',
      method: 'POST',
      url: () => '/api/v1/contact',
      auth: 'guest',
      smallBodies: true,
      valid: () => ({ name: 'Ann', email: 'ann@example.com', phone: '+250 788', message: 'Hello' }),
      required: ['name', 'email', 'message'],
      breakers: {
        name: text(100),
        email,
        phone: fc.oneof(
          notAString,
          fc.constantFrom('call me', '12#34', '+250 <script>'),
          tooLong(30),
          badText,
        ),
        message: text(5000),
      },
    },
    {
      name: 'POST /admin/login',
      method: 'POST',
      url: () => '/api/v1/admin/login',
      auth: 'guest',
      smallBodies: true,
      valid: () => ({ email: 'ann@example.com', password: 'password123', rememberMe: true }),
      required: ['email', 'password'],
      breakers: {
        email: fc.oneof(notAString, blank, notAnEmail, tooLong(100), badText),
        password: fc.oneof(notAString, blank, tooLong(200), badText),
        rememberMe: notABoolean,
      },
    },
    {
      name: 'POST /admin/create',
      method: 'POST',
      url: () => '/api/v1/admin/create',
      auth: 'guest',
      smallBodies: true,
      valid: () => ({ username: 'Ann', email: 'new-ann@example.com', password: 'password123' }),
      required: ['username', 'email', 'password'],
      breakers: {
        username: text(50),
        email: fc.oneof(email, blank),
        password: fc.oneof(
          notAString,
          blank,
          fc.constantFrom('short', '1234567'),
          tooLong(200),
          badText.map((value) => `password-${value}`),
        ),
      },
    },
    {
      name: 'POST /artist/add',
      method: 'POST',
      url: () => '/api/v1/artist/add',
      auth: 'admin',
      valid: () => ({ ...artistBody(), imageUrl: dataUrl('image/png', png) }),
      required: ['name', 'bio', 'imageUrl'],
      breakers: { ...artistBreakers, imageUrl: createMedia('image') },
    },
    {
      name: 'PUT /artist/:id',
      method: 'PUT',
      url: () => `/api/v1/artist/${ids.artist}`,
      auth: 'admin',
      valid: artistBody,
      required: ['name', 'bio'],
      breakers: { ...artistBreakers, imageUrl: updateMedia('image'), image: updateMedia('image') },
    },
    {
      name: 'POST /producer/add-producer',
      method: 'POST',
      url: () => '/api/v1/producer/add-producer',
      auth: 'admin',
      valid: () => ({ ...producerBody(), image: dataUrl('image/png', png) }),
      required: [
        'name',
        'level',
        'bio',
        'genres',
        'skills',
        'yearsExperience',
        'contactEmail',
        'image',
      ],
      breakers: { ...producerBreakers, image: createMedia('image') },
    },
    {
      name: 'PUT /producer/:id',
      method: 'PUT',
      url: () => `/api/v1/producer/${ids.producer}`,
      auth: 'admin',
      valid: producerBody,
      required: ['name', 'level', 'bio', 'genres', 'skills', 'yearsExperience', 'contactEmail'],
      breakers: { ...producerBreakers, image: updateMedia('image') },
    },
    {
      name: 'POST /filmmaker/create',
      method: 'POST',
      url: () => '/api/v1/filmmaker/create',
      auth: 'admin',
      valid: () => ({ ...filmmakerBody(), image: dataUrl('image/png', png) }),
      required: ['name', 'bio', 'image'],
      breakers: { ...filmmakerBreakers, image: createMedia('image') },
    },
    {
      name: 'PUT /filmmaker/:id',
      method: 'PUT',
      url: () => `/api/v1/filmmaker/${ids.filmmaker}`,
      auth: 'admin',
      valid: () => ({ ...filmmakerBody(), email: 'film@example.com' }),
      required: ['name', 'bio'],
      breakers: {
        ...filmmakerBreakers,
        email: fc.oneof(
          notAString,
          notAnEmail.filter((value) => value.trim() !== ''),
        ),
        image: updateMedia('image'),
      },
    },
    {
      name: 'POST /gallery/add-gallery',
      method: 'POST',
      url: () => '/api/v1/gallery/add-gallery',
      auth: 'admin',
      valid: () => ({
        title: 'Photo',
        description: 'A photo.',
        category: 'Studio',
        image: dataUrl('image/png', png),
      }),
      required: ['title', 'description', 'image'],
      breakers: {
        ...galleryBreakers,
        description: text(5000),
        image: createMedia('image'),
        videoUrl: optionalMedia('video'),
      },
    },
    {
      name: 'PUT /gallery/:id',
      method: 'PUT',
      url: () => `/api/v1/gallery/${ids.gallery}`,
      auth: 'admin',
      valid: () => ({ title: 'Photo', description: 'A photo.', category: 'Studio' }),
      required: ['title'],
      breakers: {
        ...galleryBreakers,
        description: optionalText(5000),
        image: updateMedia('image'),
        imageUrl: updateMedia('image'),
        videoUrl: updateMedia('video'),
      },
    },
    {
      name: 'POST /music',
      method: 'POST',
      url: () => '/api/v1/music',
      auth: 'admin',
      valid: () => ({
        ...musicBody(),
        audioUrl: dataUrl('audio/wav', wav),
        coverImageUrl: dataUrl('image/png', png),
      }),
      required: ['title', 'artist', 'duration', 'audioUrl'],
      breakers: {
        ...musicBreakers,
        audioUrl: createMedia('audio'),
        coverImageUrl: optionalMedia('image'),
        coverImageName: optionalText(300),
        coverImageSize: fc.oneof(fc.string(), fc.constant(null), junkObject),
        audioFileName: optionalText(300),
        audioFileSize: fc.oneof(fc.string(), fc.boolean(), fc.array(fc.integer())),
      },
    },
    {
      name: 'PUT /music/:id',
      method: 'PUT',
      url: () => `/api/v1/music/${ids.track}`,
      auth: 'admin',
      valid: musicBody,
      required: ['title', 'artist', 'duration'],
      breakers: {
        ...musicBreakers,
        audioUrl: updateMedia('audio'),
        coverImageUrl: updateMedia('image'),
      },
    },
    {
      name: 'POST /gallery/:id/like',
      method: 'POST',
      url: () => `/api/v1/gallery/${ids.gallery}/like`,
      auth: 'listener',
      smallBodies: true,
      bytesOnly: true,
      valid: () => ({}),
      required: [],
      breakers: {},
    },
    {
      name: 'PUT /music/:id/play',
      method: 'PUT',
      url: () => `/api/v1/music/${ids.track}/play`,
      auth: 'listener',
      smallBodies: true,
      acceptsNull: true,
      valid: () => ({}),
      required: [],
      breakers: {
        // Another user's id is refused (403): a play is always the token's user's.
        userId: fc.oneof(fc.integer(), fc.boolean(), junkObject, fc.array(fc.string()), fc.uuid()),
      },
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// Whole bodies.

interface Malformed {
  how: string
  contentType: string | undefined
  payload: string
}

const asJson = (how: string, body: unknown): Malformed => ({
  how,
  contentType: 'application/json',
  payload: JSON.stringify(body),
})

/** Over the 1 MB limit of routes without media; built once. */
const TOO_LARGE = 'x'.repeat(1024 * 1024 + 10)

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/vnd.api+json',
  'text/json',
  'application/jsonx',
]

const GARBAGE_JSON = [
  '{',
  '}',
  '{"a":1,}',
  "{'name':'Ann'}",
  '[1,2',
  'NaN',
  'undefined',
  '{"a":undefined}',
  '{"a":01}',
  '{"a":"\\u12"}',
  'nul',
  'True',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"__proto__":{"userType":"admin"}}',
  '{"constructor":{"prototype":{"userType":"admin"}}}',
]

function malformedBody(endpoint: Endpoint): fc.Arbitrary<Malformed> {
  const validText = JSON.stringify(endpoint.valid())
  const invalidJson = fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, validText.length - 1) }).map((end) => ({
      how: 'JSON cut short',
      contentType: 'application/json',
      payload: validText.slice(0, end),
    })),
    fc.constantFrom(...GARBAGE_JSON).map((payload) => ({
      how: 'invalid JSON',
      contentType: 'application/json',
      payload,
    })),
    fc
      .string({ minLength: 1, maxLength: 60, unit: 'binary' })
      .filter((payload) => {
        try {
          JSON.parse(payload)
          return false
        } catch {
          return true
        }
      })
      .map((payload) => ({ how: 'random text as JSON', contentType: 'application/json', payload })),
  )
  const wrongContentType = fc
    .constantFrom<string | undefined>(...WRONG_CONTENT_TYPES, undefined)
    .map((contentType) => ({
      how: `content type ${contentType ?? 'missing'}`,
      contentType,
      payload: validText,
    }))
  const tooLarge = fc.constant(
    asJson('body over 1 MB', { ...endpoint.valid(), padding: TOO_LARGE }),
  )
  const byteLevel = [invalidJson, wrongContentType, ...(endpoint.smallBodies ? [tooLarge] : [])]
  if (endpoint.bytesOnly) return fc.oneof(...byteLevel)

  const fields = Object.keys(endpoint.breakers)
  const wrongRoot = fc
    .oneof(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.integer(),
      fc.string({ maxLength: 20 }),
      fc.boolean(),
      ...(endpoint.acceptsNull ? [] : [fc.constant(null)]),
      deepJunk,
    )
    .map((body) => asJson('not an object', body))
  const brokenFields = fc
    .tuple(
      fc.shuffledSubarray(fields, { minLength: 1, maxLength: Math.min(3, fields.length) }),
      fc.option(junkObject, { nil: undefined }),
    )
    .chain(([names, extra]) =>
      fc.tuple(...names.map((name) => endpoint.breakers[name]!)).map((values) => {
        const body: Json = { ...extra, ...endpoint.valid() }
        names.forEach((name, i) => (body[name] = values[i]))
        return asJson(`bad ${names.join(', ')}`, body)
      }),
    )
  const missing = endpoint.required.length
    ? [
        fc.shuffledSubarray(endpoint.required, { minLength: 1 }).map((names) => {
          const body = endpoint.valid()
          for (const name of names) delete body[name]
          return asJson(`missing ${names.join(', ')}`, body)
        }),
      ]
    : []
  return fc.oneof(
    { weight: 2, arbitrary: fc.oneof(...byteLevel) },
    { weight: 1, arbitrary: wrongRoot },
    ...missing.map((arbitrary) => ({ weight: 1, arbitrary })),
    { weight: 5, arbitrary: brokenFields },
  )
}

// ---------------------------------------------------------------------------------------------

/** Every table's rows and the media directory: what "nothing stored" compares. */
async function snapshot(): Promise<string> {
  // Both drivers answer a raw query with `{ rows }`; Drizzle types it loosely.
  const query = async <T>(statement: SQL): Promise<T[]> => {
    const result: unknown = await t.db.execute(statement)
    return (result as { rows: T[] }).rows
  }
  const tables = await query<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  )
  const parts: string[] = []
  for (const { name } of tables) {
    const rows = await query<unknown>(sql.raw(`select * from "${name}"`))
    parts.push(
      `${name}: ${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}`,
    )
  }
  const files = await readdir(join(t.dataDir, 'media')).catch(() => [])
  parts.push(`media: ${files.sort().join(', ')}`)
  return parts.join('\n')
}

const statuses = new Map<number, number>()
/** Endpoints after whose bodies the snapshot differed. */
const changedEndpoints: string[] = []
let sent = 0

beforeAll(async () => {
  t = await createTestApp()
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  wav = silentWav()
  const noise = Buffer.from(
    Array.from({ length: 600 * 400 * 3 }, (_, i) => (i * 7919 + (i >> 7)) & 255),
  )
  const raw = { raw: { width: 600, height: 400, channels: 3 } } as const
  photos = {
    png: await sharp(noise, raw).png().toBuffer(),
    jpeg: await sharp(noise, raw).jpeg().toBuffer(),
  }
  oversizedImage = `data:image/png;base64,${'A'.repeat(Math.ceil(((5 * 1024 * 1024 + 10) * 4) / 3 / 4) * 4)}`
  const admin = await createUser(t.app, { admin: true })
  const listener = await createUser(t.app, { email: 'ann@example.com' })
  tokens = { admin: admin.token, listener: listener.token }
  const [artist] = await t.db
    .insert(artists)
    .values({
      name: 'A',
      bio: 'B',
      image: '',
      socialLinks: ArtistSocialLinksSchema.parse({}),
    })
    .returning()
  const [producer] = await t.db
    .insert(producers)
    .values({
      name: 'P',
      level: 'Junior',
      genres: ['Pop'],
      skills: ['Mixing'],
      credits: [],
      socialMedia: ProducerSocialMediaSchema.parse({}),
    })
    .returning()
  const [filmmaker] = await t.db.insert(filmmakers).values({ name: 'F', portfolio: [] }).returning()
  const [item] = await t.db
    .insert(galleryItems)
    .values({ title: 'G', image: '/media/g.png' })
    .returning()
  const [track] = await t.db
    .insert(musicTracks)
    .values({ title: 'T', artist: 'A', duration: 60, audioUrl: '/media/t.mp3', tags: [] })
    .returning()
  ids = {
    artist: artist!.id,
    producer: producer!.id,
    filmmaker: filmmaker!.id,
    gallery: item!.id,
    track: track!.id,
  }
})
afterAll(async () => {
  const summary = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
  const serverErrors = [...statuses.entries()]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, n]) => sum + n, 0)
  console.log(
    `[resilience] malformed bodies (${t.database.driver}): ${sent} sent to ${endpoints().length} ` +
      `write endpoints; answers ${summary}; 5xx: ${serverErrors}; stored: ${changedEndpoints.length ? changedEndpoints.join(', ') : 'nothing'}`,
  )
  await t.close()
})

describe('malformed bodies sent to the write endpoints', () => {
  it.each(endpoints().map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: a 4xx with the error envelope, and nothing stored',
    async (_name, endpoint) => {
      const before = await snapshot()
      const token =
        endpoint.auth === 'admin'
          ? tokens.admin
          : endpoint.auth === 'listener'
            ? tokens.listener
            : undefined
      await fc.assert(
        fc.asyncProperty(malformedBody(endpoint), async (body) => {
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url(),
            headers: {
              ...(token && { authorization: `Bearer ${token}` }),
              ...(body.contentType !== undefined && { 'content-type': body.contentType }),
            },
            payload: body.payload,
          })
          sent += 1
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
          const envelope = ErrorEnvelopeSchema.safeParse(res.json())
          const problem =
            res.statusCode < 400 || res.statusCode >= 500
              ? `answered ${res.statusCode}`
              : envelope.success
                ? undefined
                : 'the answer is not the error envelope'
          if (problem) throw new Error(`${body.how}: ${problem}: ${res.body.slice(0, 300)}`)
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      )
      const after = await snapshot()
      if (after !== before) changedEndpoints.push(endpoint.name)
      expect(after).toBe(before)
    },
  )
})

/**
 * The same characters in the address: path ids and query strings, as raw percent-encoded bytes
 * (a NUL, a surrogate encoded as UTF-8, which no valid UTF-8 holds, and cut or overlong sequences).
 * Each answer is a 4xx with the envelope; the database is never asked to store or compare them.
 */
describe('NUL and lone surrogates in path ids and query strings', () => {
  const BAD_SEGMENTS = ['a%00', '%00', '%ED%A0%80', 'x%ED%BF%BF', '%C0%80', '%F0%9F', '%uD800']
  const byId: [
    method: string,
    path: (id: string) => string,
    auth: 'admin' | 'listener' | 'guest',
  ][] = [
    ['GET', (id) => `/artist/${id}`, 'guest'],
    ['PUT', (id) => `/artist/${id}`, 'admin'],
    ['DELETE', (id) => `/artist/${id}`, 'admin'],
    ['GET', (id) => `/producer/${id}`, 'guest'],
    ['DELETE', (id) => `/producer/${id}`, 'admin'],
    ['GET', (id) => `/filmmaker/${id}`, 'guest'],
    ['DELETE', (id) => `/filmmaker/${id}`, 'admin'],
    ['GET', (id) => `/gallery/${id}`, 'guest'],
    ['POST', (id) => `/gallery/${id}/like`, 'listener'],
    ['DELETE', (id) => `/gallery/${id}`, 'admin'],
    ['PUT', (id) => `/music/${id}/play`, 'listener'],
    ['PUT', (id) => `/music/${id}`, 'admin'],
    ['DELETE', (id) => `/music/${id}`, 'admin'],
    ['PATCH', (id) => `/admin/users/${id}/status`, 'admin'],
  ]
  const queries: [path: string, auth: 'admin' | 'guest'][] = [
    ['/music?page=1&limit=', 'guest'],
    ['/music?page=', 'guest'],
    ['/gallery?category=', 'guest'],
    ['/artist?q=', 'guest'],
    ['/dashboard/monthly-data?range=all', 'admin'],
    ['/oembed?url=', 'guest'],
    ['/oembed?url=http%3A%2F%2Flocalhost%3A80%2Fmusics%2F', 'guest'],
  ]
  const bodies: Record<string, unknown> = {
    PUT: { title: 'T', artist: 'A', duration: 60, name: 'N', bio: 'B' },
    PATCH: { isActive: true },
  }

  it.each(
    byId.flatMap(([method, path, auth]) =>
      BAD_SEGMENTS.map((bad) => [method, path(bad), auth] as const),
    ),
  )('%s %s answers a 4xx with the envelope', async (method, path, auth) => {
    const token = auth === 'guest' ? undefined : tokens[auth]
    const res = await t.app.inject({
      method: method as 'GET',
      url: `/api/v1${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(bodies[method] !== undefined && { payload: bodies[method] as Json }),
    })
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
    expect(res.statusCode, res.body).toBeLessThan(500)
    expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true)
  })

  it.each(
    queries.flatMap(([path, auth]) => BAD_SEGMENTS.map((bad) => [`${path}${bad}`, auth] as const)),
  )('GET %s answers without a 5xx', async (path, auth) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1${path}`,
      headers: auth === 'admin' ? { authorization: `Bearer ${tokens.admin}` } : {},
    })
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
    // An unknown query parameter is ignored (200); a bad value of a known one is a 400.
    expect(res.statusCode, res.body).toBeLessThan(500)
    if (res.statusCode >= 400) expect(ErrorEnvelopeSchema.safeParse(res.json()).success).toBe(true)
  })
})
