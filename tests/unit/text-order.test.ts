import { describe, expect, it } from 'vitest'
import { byFoldedText, folded } from '@/lib/text-order'

describe('text order', () => {
  it('folds case and accents', () => {
    expect(folded('Ishimwé ÉTÉ')).toBe('ishimwe ete')
  })

  it('sorts names alphabetically whatever their case and accents, deterministically on ties', () => {
    const names = ['studio', 'Événements', 'Live', 'behind the scenes', 'Etudes', 'Studio']
    expect([...names].sort(byFoldedText)).toEqual([
      'behind the scenes',
      'Etudes',
      'Événements',
      'Live',
      'Studio',
      'studio',
    ])
  })
})
