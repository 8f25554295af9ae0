import { useCallback, useEffect, useId, useRef, useState } from 'react'

/**
 * Open/closed state of a disclosure (a button that shows a panel): Escape closes it and returns
 * focus to the button; a click or focus outside closes it.
 */
export function usePopover<Trigger extends HTMLElement = HTMLButtonElement>() {
  const [isOpen, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<Trigger>(null)
  const panelId = useId()

  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((open) => !open), [])

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      triggerRef.current?.focus()
    }
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target))
        setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [isOpen])

  return {
    isOpen,
    close,
    toggle,
    containerRef,
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelId,
  }
}
