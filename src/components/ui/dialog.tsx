import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CloseButton } from './close-button'
import { HeadingBlock } from './heading-block'
import { cn } from '@/lib/cn'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const

export interface DialogProps {
  isOpen: boolean
  /** Asked for by Escape, the backdrop and the close button; the owner decides. */
  onClose: () => void
  title: string
  description?: ReactNode
  children?: ReactNode
  size?: keyof typeof sizes
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog'
  /** While false (e.g. during a delete), Escape, the backdrop and the close button do nothing. */
  isDismissable?: boolean
  /** The translated name of a corner close button; without it there is none (the dialog has Cancel). */
  closeLabel?: string
  className?: string
}

/**
 * A modal dialog in a portal: focus moves in when it opens, Tab stays inside, and focus returns
 * to where it was when it closes. Not the native <dialog>, which jsdom cannot open.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  size = 'md',
  role = 'dialog',
  isDismissable = true,
  closeLabel,
  className,
}: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    // Autofocus inside the dialog wins; else its first field or button; else the panel itself.
    const target =
      panel?.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel
    target?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      if (previous?.isConnected) previous.focus()
    }
  }, [isOpen])

  if (!isOpen) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog opened from this one handles its own Escape; it must not close this one too.
      event.stopPropagation()
      if (isDismissable) onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-black/60 backdrop-blur-sm"
        onClick={isDismissable ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl border border-line bg-surface-raised shadow-2xl focus:outline-none sm:rounded-2xl',
          sizes[size],
          className,
        )}
      >
        <div className="flex items-start gap-3 border-b border-line px-5 py-4">
          <HeadingBlock id={titleId} title={title} className="flex-1">
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </div>
            ) : null}
          </HeadingBlock>
          {closeLabel ? (
            <CloseButton
              label={closeLabel}
              onClick={onClose}
              disabled={!isDismissable}
              className="-m-1 size-9 text-muted hover:bg-neutral-100 hover:text-fg disabled:opacity-50 dark:hover:bg-neutral-800"
            />
          ) : null}
        </div>
        {/* The padding sits inside the scroller, so sticky footers meet its bottom edge. */}
        <div className="overflow-y-auto">
          <div className="px-5 py-4">{children}</div>
        </div>
      </div>
    </div>,
    document.body,
  )
}
