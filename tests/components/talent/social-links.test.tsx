import { describe, expect, it } from 'vitest'
import { socialLinksOf, socialUrl } from '@/features/talent/components/social-links'
import { imageSources } from '@/lib/media'

describe('socialUrl: a handle or a link becomes the network’s address', () => {
  it('appends a handle to the network’s site, tiktok with an @', () => {
    expect(socialUrl('facebook', 'inganzo.records')).toBe('https://facebook.com/inganzo.records')
    expect(socialUrl('instagram', 'inganzo')).toBe('https://instagram.com/inganzo')
    expect(socialUrl('twitter', 'inganzo')).toBe('https://twitter.com/inganzo')
    expect(socialUrl('youtube', '@Inganzo')).toBe('https://youtube.com/@Inganzo')
    expect(socialUrl('tiktok', 'inganzo')).toBe('https://tiktok.com/@inganzo')
  })

  it('does not double the @ people type before a handle', () => {
    expect(socialUrl('tiktok', '@inganzo')).toBe('https://tiktok.com/@inganzo')
    expect(socialUrl('instagram', '@inganzo')).toBe('https://instagram.com/inganzo')
  })

  it('keeps a full URL as it is', () => {
    expect(socialUrl('youtube', 'https://www.youtube.com/@Inganzo')).toBe(
      'https://www.youtube.com/@Inganzo',
    )
    expect(socialUrl('facebook', ' https://facebook.com/x ')).toBe('https://facebook.com/x')
  })

  it('gives nothing for an empty value and never a script URL', () => {
    expect(socialUrl('instagram', '')).toBeUndefined()
    expect(socialUrl('instagram', '   ')).toBeUndefined()
    expect(socialUrl('twitter', 'javascript:alert(1)')).toBe(
      'https://twitter.com/javascript:alert(1)',
    )
  })

  it('lists only the networks that are set, in display order', () => {
    expect(
      socialLinksOf({ tiktok: 'a', facebook: '', instagram: 'b', youtube: '' }).map(
        (link) => link.network,
      ),
    ).toEqual(['instagram', 'tiktok'])
  })
})

describe('imageSources', () => {
  const hash = 'f'.repeat(64)

  it('lists the WebP variants of a stored image, then the original', () => {
    expect(imageSources(`/media/${hash}.jpg`)).toEqual({
      src: `/media/${hash}.jpg`,
      srcSet: [
        `/media/${hash}-320.webp 320w`,
        `/media/${hash}-640.webp 640w`,
        `/media/${hash}-1024.webp 1024w`,
        `/media/${hash}.jpg 2048w`,
      ].join(', '),
    })
    expect(imageSources(`https://cdn.example/media/${hash}.png`).srcSet).toContain(
      `https://cdn.example/media/${hash}-320.webp 320w`,
    )
  })

  it('leaves other URLs, GIFs and SVGs alone', () => {
    expect(imageSources('data:image/png;base64,AAAA')).toEqual({
      src: 'data:image/png;base64,AAAA',
    })
    expect(imageSources('/uploads/photo.jpg')).toEqual({ src: '/uploads/photo.jpg' })
    expect(imageSources(`/media/${hash}.gif`)).toEqual({ src: `/media/${hash}.gif` })
    expect(imageSources(`/media/${hash}-320.webp`)).toEqual({ src: `/media/${hash}-320.webp` })
  })
})
