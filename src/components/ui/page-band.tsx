import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * The dark opening band of the public list pages (talent, gallery, music, likes): an optional
 * eyebrow, the page's h1, a subtitle, and optionally something beside them (music's listener
 * status) or below them. One component, so the lists keep one look.
 */
export function PageBand({
  eyebrow,
  title,
  subtitle,
  aside,
  children,
  compact = false,
}: {
  eyebrow?: string
  title: string
  subtitle: string
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode
  children?: ReactNode
  /** Less height, for pages whose content should start sooner (music, likes). */
  compact?: boolean
}) {
  const text = (
    <div className={cn(aside != null && 'max-w-2xl')}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-widest text-brand-400 uppercase">
          {eyebrow}
        </p>
      )}
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-pretty text-neutral-300">{subtitle}</p>
      {children}
    </div>
  )
  return (
    <header className="relative isolate overflow-hidden border-b border-line bg-neutral-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(185_28_28/0.45),transparent_60%)]"
      />
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8',
          compact ? 'py-12 sm:py-16' : 'py-14 sm:py-20',
          aside != null && 'flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between',
        )}
      >
        {text}
        {aside != null && <div className="lg:max-w-md">{aside}</div>}
      </div>
    </header>
  )
}
