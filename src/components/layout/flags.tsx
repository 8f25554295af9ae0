import type { ReactNode } from 'react'
import type { Language } from '@contract/constants'

/**
 * Small flags drawn inline: emoji flags show as two letters on Windows. Decorative, since the
 * language's name is always written beside them. Each is drawn on the same 30 × 20 canvas.
 */
const drawings: Record<Language, ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.5" />
    </>
  ),
  fr: (
    <>
      <rect width="10" height="20" fill="#002395" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ED2939" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </>
  ),
  rw: (
    <>
      <rect width="30" height="20" fill="#20603D" />
      <rect width="30" height="15" fill="#FAD201" />
      <rect width="30" height="10" fill="#00A1DE" />
      <circle cx="25" cy="4.5" r="2.4" fill="#E5BE01" />
    </>
  ),
}

export function Flag({ language }: { language: Language }) {
  return (
    <span className="inline-flex overflow-hidden rounded-[2px] shadow-[0_0_0_1px_rgba(0,0,0,0.15)]">
      <svg width={20} height={14} viewBox="0 0 30 20" aria-hidden focusable={false}>
        {drawings[language]}
      </svg>
    </span>
  )
}
