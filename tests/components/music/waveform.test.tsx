import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Waveform } from '@/features/music/player/waveform'

/** The waveform seek bar on its own: drawing, the played split, pointer and keyboard seeking. */

const PEAKS = Array.from({ length: 200 }, (_, index) => (index * 37) % 256)

/** jsdom lays nothing out: the bar is given 400 px from x = 100. */
function layOut(element: HTMLElement) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 0, width: 400, height: 32 }),
  )
}

function renderWaveform(props: Partial<Parameters<typeof Waveform>[0]> = {}) {
  const onSeek = vi.fn()
  const view = render(
    <Waveform
      peaks={PEAKS}
      duration={200}
      currentTime={50}
      onSeek={onSeek}
      label="Seek"
      valueText="0:50 of 3:20"
      {...props}
    />,
  )
  return { ...view, onSeek }
}

/** The accent copy of the bars, clipped to the played part. */
const playedPart = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[style*="clip-path"]')

describe('the waveform seek bar', () => {
  it('is a slider with its value, and draws 200 bars once with the played quarter in the accent', () => {
    const { container, rerender, onSeek } = renderWaveform()
    const slider = screen.getByRole('slider', { name: 'Seek' })
    expect(slider).toHaveAttribute('aria-valuemin', '0')
    expect(slider).toHaveAttribute('aria-valuemax', '200')
    expect(slider).toHaveAttribute('aria-valuenow', '50')
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20')
    expect(slider).toHaveAttribute('tabindex', '0')

    const paths = container.querySelectorAll('path')
    expect(paths).toHaveLength(2)
    expect(paths[0]?.getAttribute('d')?.match(/M/g)).toHaveLength(200)
    expect(playedPart(container)?.style.clipPath).toBe('inset(0 75% 0 0)')

    rerender(
      <Waveform peaks={PEAKS} duration={200} currentTime={150} onSeek={onSeek} label="Seek" />,
    )
    expect(playedPart(container)?.style.clipPath).toBe('inset(0 25% 0 0)')
  })

  it('draws the plain bar for a track without peaks', () => {
    const { container } = renderWaveform({ peaks: [] })
    expect(container.querySelector('svg')).toBeNull()
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument()
    expect(playedPart(container)?.style.clipPath).toBe('inset(0 75% 0 0)')
  })

  it('seeks where it is clicked and shows the time under the pointer', () => {
    const { onSeek } = renderWaveform()
    const slider = screen.getByRole('slider', { name: 'Seek' })
    layOut(slider)

    fireEvent.mouseMove(slider, { clientX: 400 })
    expect(screen.getByText('2:30')).toBeInTheDocument()
    fireEvent.mouseLeave(slider)
    expect(screen.queryByText('2:30')).not.toBeInTheDocument()

    fireEvent.click(slider, { clientX: 200 })
    expect(onSeek).toHaveBeenLastCalledWith(50)
    fireEvent.click(slider, { clientX: 900 })
    expect(onSeek).toHaveBeenLastCalledWith(200)
  })

  it('moves 5 seconds with the arrows, a tenth with Page Up/Down, and to the ends with Home/End', () => {
    const { onSeek } = renderWaveform()
    const slider = screen.getByRole('slider', { name: 'Seek' })
    const press = (key: string) => {
      fireEvent.keyDown(slider, { key })
      return onSeek.mock.lastCall?.[0] as number
    }
    expect(press('ArrowRight')).toBe(55)
    expect(press('ArrowUp')).toBe(55)
    expect(press('ArrowLeft')).toBe(45)
    expect(press('ArrowDown')).toBe(45)
    expect(press('PageUp')).toBe(70)
    expect(press('PageDown')).toBe(30)
    expect(press('Home')).toBe(0)
    expect(press('End')).toBe(200)
    onSeek.mockClear()
    fireEvent.keyDown(slider, { key: 'a' })
    expect(onSeek).not.toHaveBeenCalled()
  })

  it('stays within the track at its ends', () => {
    const { onSeek } = renderWaveform({ currentTime: 198 })
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'ArrowRight' })
    expect(onSeek).toHaveBeenLastCalledWith(200)
  })

  it('is a picture without a label, which a click still seeks', () => {
    const { container, onSeek } = renderWaveform({ label: undefined })
    expect(screen.queryByRole('slider')).not.toBeInTheDocument()
    const picture = container.firstElementChild as HTMLElement
    expect(picture).toHaveAttribute('aria-hidden', 'true')
    layOut(picture)
    fireEvent.click(picture, { clientX: 300 })
    expect(onSeek).toHaveBeenLastCalledWith(100)
  })
})
