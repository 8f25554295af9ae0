import { fireEvent, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TIMING } from '@/config/ui'
import type { MusicTrack } from '@contract/music'
import { inzozi, playButton, umuhanda } from './music-fixtures'
import {
  advance,
  installFakeClock,
  limitDialog,
  openMusic,
  playerBar,
  setUpPlayerTests,
} from './player-harness'

/** The dialog the 30-second listening limit opens (docs/product.md §4). */
setUpPlayerTests()

async function reachLimit(track: MusicTrack) {
  const opened = await openMusic()
  installFakeClock()
  fireEvent.click(playButton(track))
  await advance(TIMING.listenLimitMs)
  const dialog = limitDialog()
  if (!dialog) throw new Error('The listening-limit dialog did not open')
  return { ...opened, dialog }
}

describe('the listening-limit dialog', () => {
  it('is a labelled modal dialog that names the track, with focus on staying', async () => {
    const { dialog } = await reachLimit(inzozi)

    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleName('Enjoying this track?')
    expect(dialog).toHaveAccessibleDescription(
      'You have listened to “Inzozi” by Eliane Ishimwe for 30 seconds. Hear the full song on YouTube or Spotify, or keep listening here.',
    )
    expect(within(dialog).getByRole('button', { name: 'Keep listening here' })).toHaveFocus()
  })

  it("continues on the track's own YouTube video and on a Spotify search", async () => {
    const { dialog } = await reachLimit(inzozi)

    const youtube = within(dialog).getByRole('link', { name: /Continue on YouTube/ })
    expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/watch?v=inzozi')
    expect(youtube).toHaveAttribute('target', '_blank')
    expect(youtube.getAttribute('rel')).toContain('noopener')
    // The link says it opens a new tab (jsdom's name computation drops the space before it).
    expect(youtube).toHaveAccessibleName(/^Continue on YouTube ?\(opens in a new tab\)$/)

    const spotify = within(dialog).getByRole('link', { name: /Continue on Spotify/ })
    expect(spotify).toHaveAttribute(
      'href',
      'https://open.spotify.com/search/Eliane%20Ishimwe%20Inzozi',
    )
    expect(spotify).toHaveAttribute('target', '_blank')
  })

  it('searches YouTube for artist and title when the track has no video', async () => {
    const { dialog } = await reachLimit(umuhanda)

    expect(within(dialog).getByRole('link', { name: /Continue on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/results?search_query=Kagabo%20%26%20Friends%20Umuhanda',
    )
    expect(within(dialog).getByRole('link', { name: /Continue on Spotify/ })).toHaveAttribute(
      'href',
      'https://open.spotify.com/search/Kagabo%20%26%20Friends%20Umuhanda',
    )
  })

  it('closes with Escape, leaving the track paused', async () => {
    const { dialog, fake } = await reachLimit(inzozi)

    fireEvent.keyDown(dialog, { key: 'Escape' })

    expect(limitDialog()).not.toBeInTheDocument()
    expect(fake.isPlaying()).toBe(false)
    expect(playButton(inzozi)).toBeInTheDocument()
  })

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await reachLimit(inzozi)
    // A guest's last choice is to sign in (Inzozi is the queue's last: no 'Next track').
    const last = within(dialog).getByRole('link', { name: 'Sign in to have your plays counted' })
    const youtube = within(dialog).getByRole('link', { name: /Continue on YouTube/ })

    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(youtube).toHaveFocus()
    fireEvent.keyDown(youtube, { key: 'Tab', shiftKey: true })
    expect(last).toHaveFocus()
  })

  it("closes on 'Keep listening here' and resumes the track for a new 30 seconds", async () => {
    const { dialog, fake } = await reachLimit(inzozi)
    fake.progress(30)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep listening here' }))
    expect(limitDialog()).not.toBeInTheDocument()
    // docs/decisions/007: no second press on play; the track goes on where it stopped.
    expect(fake.isPlaying()).toBe(true)
    expect(fake.audio().currentTime).toBe(30)
    const bar = await playerBar()
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument()

    await advance(TIMING.listenLimitMs - 1)
    expect(limitDialog()).not.toBeInTheDocument()
    await advance(1)
    expect(limitDialog()).toBeVisible()
    expect(fake.isPlaying()).toBe(false)
  })
})
