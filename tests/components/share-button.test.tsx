import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShareButton } from '@/features/gallery/components/share-button'
import { renderWithProviders } from './utils'

/**
 * Share (issue 20, point 6): the platform's share sheet where the browser has one, the copied
 * link and its toast elsewhere. jsdom has no navigator.share: each test installs the one it needs.
 */
const link = `${window.location.origin}/gallery/photo-2`
const copied = 'Gallery link copied to clipboard!'

function installShareSheet(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share)
  Object.defineProperty(navigator, 'share', { configurable: true, value: spy })
  return spy
}

/** Renders the button, then presses it; the spy is on the clipboard user-event installs. */
async function pressShare() {
  renderWithProviders(<ShareButton id="photo-2" />)
  const button = await screen.findByRole('button', { name: 'Share' })
  const writeText = vi.spyOn(navigator.clipboard, 'writeText')
  await act(async () => {
    fireEvent.click(button)
    await Promise.resolve()
  })
  return { writeText }
}

afterEach(() => {
  // Removes the instance property, so later tests see jsdom's navigator without a sheet again.
  Reflect.deleteProperty(navigator, 'share')
})

describe('Share', () => {
  it("opens the platform's share sheet with the item's link, and copies nothing", async () => {
    const share = installShareSheet(() => Promise.resolve())
    const { writeText } = await pressShare()

    expect(share).toHaveBeenCalledTimes(1)
    expect(share.mock.calls[0]?.[0]).toMatchObject({ url: link })
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.queryByText(copied)).not.toBeInTheDocument()
  })

  it('does nothing more when the visitor closes the sheet', async () => {
    installShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')))
    const { writeText } = await pressShare()

    expect(writeText).not.toHaveBeenCalled()
    expect(screen.queryByRole('status')).toBeEmptyDOMElement()
  })

  it('copies the link and says so when the sheet refuses', async () => {
    installShareSheet(() => Promise.reject(new DOMException('No gesture', 'NotAllowedError')))

    await pressShare()

    expect(await screen.findByText(copied)).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(link)
  })

  it('copies the link with the toast where the browser has no share sheet', async () => {
    await pressShare()

    expect(await screen.findByText(copied)).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(link)
  })
})
