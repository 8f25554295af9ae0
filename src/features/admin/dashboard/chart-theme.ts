import type { CSSProperties } from 'react'
import type { Theme } from '@/lib/theme'

/**
 * Chart colours per theme. SVG presentation attributes take no CSS variables reliably, so the
 * values are spelled out; they match the design tokens of src/index.css.
 */
export function chartTheme(theme: Theme) {
  const isDark = theme === 'dark'
  return {
    series: {
      artists: isDark ? '#f87171' : '#b91c1c',
      music: isDark ? '#a1a1aa' : '#3f3f46',
      listens: isDark ? '#fbbf24' : '#b45309',
      gallery: isDark ? '#fbbf24' : '#b45309',
      filmmakers: isDark ? '#2dd4bf' : '#0f766e',
    },
    grid: isDark ? '#27272a' : '#e4e4e7',
    tick: isDark ? '#a1a1aa' : '#52525b',
    cursor: isDark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.05)',
    tooltip: {
      backgroundColor: isDark ? '#18181b' : '#ffffff',
      border: `1px solid ${isDark ? '#27272a' : '#e4e4e7'}`,
      borderRadius: 12,
      color: isDark ? '#f4f4f5' : '#18181b',
      fontSize: 13,
    } satisfies CSSProperties,
  }
}

export type ChartTheme = ReturnType<typeof chartTheme>
