import { site } from '@/config/site'

/** The label's mark and name; the link around it carries the accessible name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      <svg viewBox="0 0 64 64" width="32" height="32">
        <rect width="64" height="64" rx="14" fill="#b91c1c" />
        <circle cx="32" cy="32" r="19" fill="none" stroke="#fff" strokeWidth="4" />
        <circle cx="32" cy="32" r="5" fill="#fff" />
        <path d="M32 13v10M51 32H41" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="text-base font-extrabold tracking-tight whitespace-nowrap sm:text-lg">
        {site.name}
      </span>
    </span>
  )
}
