import type { Config } from 'tailwindcss'

/**
 * The design tokens: the only place colours, fonts and animations are defined (src/index.css
 * loads this file with `@config`). Palette steps are for rare one-offs; components use the semantic
 * tokens (surface, fg, muted, line, accent ...), whose values switch with the theme in
 * src/index.css (`:root` and `.dark`). Contrast (WCAG AA) was checked for these pairs:
 *   light: fg #18181b / muted #52525b / accent #b91c1c on #ffffff and #f4f4f5
 *   dark:  fg #f4f4f5 / muted #a1a1aa / accent #f87171 on #09090b and #18181b
 *   buttons: white on accent-strong #b91c1c (6.5:1) in both themes
 */

export const brand = {
  50: '#fef2f2',
  100: '#fee2e2',
  200: '#fecaca',
  300: '#fca5a5',
  400: '#f87171',
  500: '#ef4444',
  600: '#dc2626',
  700: '#b91c1c',
  800: '#991b1b',
  900: '#7f1d1d',
} as const

export const neutral = {
  50: '#fafafa',
  100: '#f4f4f5',
  200: '#e4e4e7',
  300: '#d4d4d8',
  400: '#a1a1aa',
  500: '#71717a',
  600: '#52525b',
  700: '#3f3f46',
  800: '#27272a',
  900: '#18181b',
  950: '#09090b',
} as const

/** `bg-surface`, `text-fg`, `text-muted`, `border-line`, `text-accent` ...: one value per theme. */
const semantic = Object.fromEntries(
  [
    'surface',
    'surface-raised',
    'fg',
    'muted',
    'line',
    'accent',
    'accent-strong',
    'accent-soft',
    'danger',
    'success',
  ].map((name) => [name, `var(--${name})`]),
)

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          "'Segoe UI'",
          'Roboto',
          "'Helvetica Neue'",
          "'Noto Sans'",
          'Arial',
          'sans-serif',
          "'Apple Color Emoji'",
          "'Segoe UI Emoji'",
        ],
      },
      colors: { brand, neutral, ...semantic },
      animation: {
        // The filmmaker cards' entrance (CardEntrance sets each card's delay).
        'card-enter': 'card-enter 0.4s ease-out both',
        // The home badge's dot: Tailwind's `ping` four times, written as one iteration. React
        // listens for `animationiteration`, and an animation with iterations to report is ticked
        // on the main thread at every frame (docs/decisions/035-one-iteration-per-animation.md).
        beacon: 'beacon 4s 1',
      },
      keyframes: {
        'card-enter': { from: { opacity: '0', transform: 'translateY(24px)' } },
        beacon: {
          // Each quarter: grows and fades over its first three quarters, then waits faded out.
          '0%, 25%, 50%, 75%': {
            transform: 'scale(1)',
            opacity: '0.75',
            animationTimingFunction: 'cubic-bezier(0, 0, 0.2, 1)',
          },
          '18.75%, 43.75%, 68.75%, 93.75%': {
            transform: 'scale(2)',
            opacity: '0',
            animationTimingFunction: 'step-end',
          },
          '100%': { transform: 'scale(2)', opacity: '0' },
        },
      },
    },
  },
} satisfies Config
