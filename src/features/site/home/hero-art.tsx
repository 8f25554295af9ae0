import { useId } from 'react'
import { cn } from '@/lib/cn'

/**
 * The hero's artwork: a spinning record over equalizer bars, drawn in SVG and CSS so the largest
 * thing on the first screen costs no image download. Decorative only.
 *
 * Both motions move whole boxes (the record's own <svg>, each bar a <span>) with CSS transforms,
 * which the browser's compositor runs off the main thread. Rotating a group and scaling rects
 * inside one SVG repainted the artwork on the main thread at every frame for the 4.5 s of the
 * motion, while the page was loading and hydrating (docs/decisions/032-hero-motion-off-the-main-thread.md).
 */
const BARS = [0.45, 0.8, 0.6, 1, 0.7, 0.9, 0.5, 0.75, 0.95, 0.55, 0.85, 0.65]
const GROOVES = [200, 184, 168, 152, 136, 120, 104]

export function HeroArt({ className }: { className?: string }) {
  // The hero draws this twice (background on phones, beside the text on desktop): gradient ids
  // must be unique, or the visible copy would point at the hidden one's gradients.
  const id = `hero${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const ref = (name: string) => `url(#${id}-${name})`
  return (
    <div aria-hidden="true" className={cn('aspect-square', className)}>
      {/* The caller places and sizes the square (in flow, or absolute as a background): the
          layers are placed inside this one. */}
      <div className="relative size-full">
        {/* Both motions end within 5 s (WCAG 2.2.2: moving content that starts by itself and goes
          on longer needs a pause control): the record slows to a stop, the bars settle. The
          record turns about its centre, (240, 220) of the 480-unit square. The bars pulse three
          times in one iteration, not in three: React listens for `animationiteration`, and an
          animation with iterations to report is ticked on the main thread at every frame
          (docs/decisions/035-one-iteration-per-animation.md). */}
        <style>{`
        .hero-record { transform-origin: 50% 45.833%; animation: hero-spin 4.5s cubic-bezier(0.25, 0.6, 0.35, 1) 1 forwards; }
        .hero-bar { transform-origin: bottom; animation: hero-eq 4.2s ease-in-out 1 forwards; }
        @keyframes hero-spin { to { transform: rotate(300deg); } }
        @keyframes hero-eq {
          0%, 33.3333%, 66.6667%, 100% { transform: scaleY(0.4); }
          16.6667%, 50%, 83.3333% { transform: scaleY(1); }
        }
      `}</style>
        <svg viewBox="0 0 480 480" focusable="false" className="absolute inset-0 size-full">
          <defs>
            <radialGradient id={`${id}-glow`} cx="50%" cy="45%" r="50%">
              <stop offset="0%" stopColor="#ef4444" stopOpacity="0.5" />
              <stop offset="75%" stopColor="#ef4444" stopOpacity="0" />
            </radialGradient>
          </defs>
          <circle cx="240" cy="220" r="240" fill={ref('glow')} />
        </svg>
        <svg
          viewBox="0 0 480 480"
          focusable="false"
          className="hero-record absolute inset-0 size-full"
        >
          <defs>
            <radialGradient id={`${id}-vinyl`} cx="50%" cy="50%" r="50%">
              <stop offset="0%" stopColor="#27272a" />
              <stop offset="70%" stopColor="#18181b" />
              <stop offset="100%" stopColor="#09090b" />
            </radialGradient>
            <linearGradient id={`${id}-label`} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0%" stopColor="#f87171" />
              <stop offset="100%" stopColor="#991b1b" />
            </linearGradient>
          </defs>
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
        </svg>
        {/* The bars' row spans x 60-420 and y 372-468 of the 480-unit square; each bar is 19 units
          wide, 31 apart, with corners of 6 units. */}
        <div className="absolute top-[77.5%] left-[12.5%] h-[20%] w-[75%]">
          {BARS.map((height, index) => (
            <span
              key={index}
              className="hero-bar absolute bottom-0 bg-linear-to-t from-[#b91c1c] to-[#fca5a5]"
              style={{
                left: `${((index * 31) / 360) * 100}%`,
                width: `${(19 / 360) * 100}%`,
                height: `${height * 100}%`,
                borderRadius: `${(6 / 19) * 100}% / ${(6 / (96 * height)) * 100}%`,
                animationDelay: `${(index % 5) * -0.28}s`,
              }}
            />
          ))}
        </div>
      </div>
    </div>
  )
}
