import { useId } from 'react'
import { Quote } from 'lucide-react'

interface FounderPortraitProps {
  /** Translated description of the picture. */
  label: string
  quote: string
  name: string
}

/**
 * The founder's 600 px portrait (docs/product.md §3) with the quote over it. An illustration in
 * SVG (a silhouette in studio headphones against sound rings) rather than a photo download; a
 * label that has a photo puts an <img> in its place.
 */
export function FounderPortrait({ label, quote, name }: FounderPortraitProps) {
  const id = `portrait${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const url = (part: string) => `url(#${id}-${part})`
  return (
    <figure className="relative isolate h-[600px] overflow-hidden rounded-3xl bg-neutral-950 shadow-xl">
      <svg
        role="img"
        aria-label={label}
        viewBox="0 0 480 600"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full"
      >
        <defs>
          <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0.4" y2="1">
            <stop offset="0%" stopColor="#991b1b" />
            <stop offset="55%" stopColor="#3f0d0d" />
            <stop offset="100%" stopColor="#09090b" />
          </linearGradient>
          <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#27272a" />
            <stop offset="100%" stopColor="#09090b" />
          </linearGradient>
        </defs>
        <rect width="480" height="600" fill={url('sky')} />
        {[110, 150, 190, 230, 270].map((r, index) => (
          <circle
            key={r}
            cx="240"
            cy="190"
            r={r}
            fill="none"
            stroke="#fca5a5"
            strokeOpacity={0.22 - index * 0.035}
            strokeWidth="2"
          />
        ))}
        <path
          d="M30 600 C40 420 150 326 240 326 C330 326 440 420 450 600 Z"
          fill={url('body')}
          stroke="#f87171"
          strokeOpacity="0.45"
          strokeWidth="2"
        />
        <path d="M214 250 h52 v80 c-16 10 -36 10 -52 0 Z" fill="#18181b" />
        <ellipse
          cx="240"
          cy="190"
          rx="72"
          ry="86"
          fill={url('body')}
          stroke="#f87171"
          strokeOpacity="0.5"
          strokeWidth="2"
        />
        <path
          d="M160 196 A82 96 0 0 1 320 196"
          fill="none"
          stroke="#dc2626"
          strokeWidth="14"
          strokeLinecap="round"
        />
        <rect x="146" y="174" width="30" height="58" rx="13" fill="#b91c1c" />
        <rect x="304" y="174" width="30" height="58" rx="13" fill="#b91c1c" />
      </svg>
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black via-black/80 to-transparent p-6 pt-20 text-white sm:p-8 sm:pt-20">
        <Quote aria-hidden="true" className="size-8 text-brand-400" />
        <blockquote className="mt-3 text-xl leading-snug font-semibold text-pretty sm:text-2xl">
          <p>{quote}</p>
        </blockquote>
        <p className="mt-3 text-sm font-medium text-neutral-300">{name}</p>
      </figcaption>
    </figure>
  )
}
