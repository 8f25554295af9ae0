import { fireEvent } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createWaveform } from '@/embed/waveform'

/** The embeddable player's seek bar (src/embed/waveform.ts): pointer, keyboard, drawing. */

function mount(peaks: number[] = [0, 128, 255]) {
  const onSeek = vi.fn<(seconds: number) => void>()
  const wave = createWaveform({
    peaks,
    label: 'Seek',
    valueText: (current, total) => `${Math.round(current)} of ${Math.round(total)}`,
    onSeek,
  })
  document.body.replaceChildren(wave.element)
  // jsdom lays nothing out: the bar is 200 px wide at x = 100.
  vi.spyOn(wave.element, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 200, 40))
  wave.update(30, 120)
  return { wave, onSeek, element: wave.element }
}

describe('the waveform seek bar', () => {
  it('is a slider with its values in whole seconds and a spoken position', () => {
    const { wave, element } = mount()
    expect(element).toHaveAttribute('role', 'slider')
    expect(element).toHaveAttribute('tabindex', '0')
    expect(element).toHaveAccessibleName('Seek')
    expect(element).toHaveAttribute('aria-valuemin', '0')
    expect(element).toHaveAttribute('aria-valuemax', '120')
    expect(element).toHaveAttribute('aria-valuenow', '30')
    expect(element).toHaveAttribute('aria-valuetext', '30 of 120')

    wave.update(66.6, 66.6)
    expect(element).toHaveAttribute('aria-valuemax', '67')
    expect(element).toHaveAttribute('aria-valuenow', '67')
  })

  it('draws the played part in its own layer, clipped at the position', () => {
    const { wave, element } = mount()
    const played = element.querySelector<HTMLElement>('.ep-played')
    expect(played?.style.clipPath).toBe('inset(0 75% 0 0)')
    wave.update(120, 120)
    expect(played?.style.clipPath).toBe('inset(0 0% 0 0)')
  })

  it('moves 5 s with the arrows, a tenth with Page Up/Down, to the ends with Home/End', async () => {
    const { element, onSeek } = mount()
    element.focus()
    const user = userEvent.setup()
    for (const key of [
      'ArrowRight',
      'ArrowUp',
      'ArrowLeft',
      'ArrowDown',
      'PageUp',
      'PageDown',
      'Home',
      'End',
    ]) {
      await user.keyboard(`{${key}}`)
    }
    expect(onSeek.mock.calls.map(([seconds]) => seconds)).toEqual([35, 35, 25, 25, 42, 18, 0, 120])
  })

  it('never seeks outside the track, and leaves other keys alone', async () => {
    const { wave, element, onSeek } = mount()
    wave.update(2, 120)
    element.focus()
    await userEvent.keyboard('{ArrowLeft}')
    wave.update(118, 120)
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.keyboard('a')
    expect(onSeek.mock.calls).toEqual([[0], [120]])
  })

  it('seeks where it is clicked and shows the time under the pointer', () => {
    const { element, onSeek } = mount()
    fireEvent.click(element, { clientX: 150 })
    expect(onSeek).toHaveBeenLastCalledWith(30)

    const tip = element.querySelector<HTMLElement>('.ep-tip')
    expect(tip).not.toBeVisible()
    fireEvent.mouseMove(element, { clientX: 250 })
    expect(tip).toBeVisible()
    expect(tip).toHaveTextContent('1:30')
    expect(tip).toHaveAttribute('aria-hidden', 'true')
    fireEvent.mouseLeave(element)
    expect(tip).not.toBeVisible()
  })

  it('draws one bar per peak, at least 6 % high, and a plain bar without peaks', () => {
    const { element } = mount([])
    expect(element.querySelector('svg')).toBeNull()
    expect(element.querySelectorAll('.ep-bar')).toHaveLength(2)
    const drawn = mount([10, 20, 30]).element.querySelector('svg')
    expect(drawn).toHaveAttribute('viewBox', '0 0 6 100')
    expect(drawn).toHaveAttribute('aria-hidden', 'true')
    const bars = mount([0, 255]).element.querySelector('path')
    expect(bars).toHaveAttribute('d', 'M1 47v6M3 0v100')
    expect(bars).toHaveAttribute('stroke', 'currentColor')
    expect(bars).toHaveAttribute('stroke-width', '1.4')
    expect(bars).not.toHaveAttribute('fill')
  })
})
