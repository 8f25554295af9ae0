import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { ThemeToggle } from '@/components/layout/theme-toggle'
import { renderWithProviders, setMediaQuery } from './utils'

const isDark = () => document.documentElement.classList.contains('dark')

describe('Theme toggle', () => {
  it('switches between light and dark, on <html> and in storage', async () => {
    const { user } = renderWithProviders(<ThemeToggle />)
    const toggle = screen.getByRole('button', { name: 'Dark theme' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(isDark()).toBe(false)

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(isDark()).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(isDark()).toBe(false)
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('starts from the stored choice', () => {
    localStorage.setItem('theme', 'dark')
    renderWithProviders(<ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(isDark()).toBe(true)
  })

  it('follows the system preference when nothing is stored', () => {
    setMediaQuery('(prefers-color-scheme: dark)', true)
    renderWithProviders(<ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(isDark()).toBe(true)
  })

  it('lets a stored light choice win over a dark system', () => {
    setMediaQuery('(prefers-color-scheme: dark)', true)
    localStorage.setItem('theme', 'light')
    renderWithProviders(<ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(isDark()).toBe(false)
  })
})
