import { useId } from 'react'

/**
 * The hero's artwork: a spinning record over equalizer bars, drawn in SVG so the largest thing on
 * the first screen costs no image download. Decorative only.
 */
const BARS = [0.45, 0.8, 0.6, 1, 0.7, 0.9, 0.5, 0.75, 0.95, 0.55, 0.85, 0.65]
const GROOVES = [200, 184, 168, 152, 136, 120, 104]

export function HeroArt({ className }: { className?: string }) {
  // The hero draws this twice (background on phones, beside the text on desktop): gradient ids
  // must be unique, or the visible copy would point at the hidden one's gradients.
  const id = `hero${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const ref = (name: string) => `url(#${id}-${name})`
  return (
    <svg
      viewBox="0 0 480 480"
      width="480"
      height="480"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {/* Both motions end within 5 s (WCAG 2.2.2: moving content that starts by itself and goes
          on longer needs a pause control): the record slows to a stop, the bars settle. */}
      <style>{`
        .hero-record { transform-origin: 240px 220px; animation: hero-spin 4.5s cubic-bezier(0.25, 0.6, 0.35, 1) 1 forwards; }
        .hero-bar { transform-box: fill-box; transform-origin: bottom; animation: hero-eq 1.4s ease-in-out 3 forwards; }
        @keyframes hero-spin { to { transform: rotate(300deg); } }
        @keyframes hero-eq { 0%, 100% { transform: scaleY(0.4); } 50% { transform: scaleY(1); } }
      `}</style>
      <defs>
        <radialGradient id={`${id}-glow`} cx="50%" cy="45%" r="50%">
          <stop offset="0%" stopColor="#ef4444" stopOpacity="0.5" />
          <stop offset="75%" stopColor="#ef4444" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-vinyl`} cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#27272a" />
          <stop offset="70%" stopColor="#18181b" />
          <stop offset="100%" stopColor="#09090b" />
        </radialGradient>
        <linearGradient id={`${id}-label`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#f87171" />
          <stop offset="100%" stopColor="#991b1b" />
        </linearGradient>
        <linearGradient id={`${id}-bar`} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0%" stopColor="#b91c1c" />
          <stop offset="100%" stopColor="#fca5a5" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="220" r="240" fill={ref('glow')} />
      <g className="hero-record">
        <circle cx="240" cy="220" r="216" fill={ref('vinyl')} stroke="#3f3f46" strokeWidth="2" />
        {GROOVES.map((r) => (
          <circle
            key={r}
            cx="240"
            cy="220"
            r={r}
            fill="none"
            stroke="#ffffff"
            strokeOpacity="0.07"
          />
        ))}
        <path
          d="M240 24a196 196 0 0 1 170 98"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.18"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <circle cx="240" cy="220" r="72" fill={ref('label')} />
        <circle
          cx="240"
          cy="220"
          r="44"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.35"
          strokeWidth="2"
        />
        <circle cx="240" cy="220" r="9" fill="#09090b" />
      </g>
      <g transform="translate(60 372)">
        {BARS.map((height, index) => (
          <rect
            key={index}
            className="hero-bar"
            x={index * 31}
            y={96 - 96 * height}
            width="19"
            height={96 * height}
            rx="6"
            fill={ref('bar')}
            style={{ animationDelay: `${(index % 5) * -0.28}s` }}
          />
        ))}
      </g>
    </svg>
  )
}
