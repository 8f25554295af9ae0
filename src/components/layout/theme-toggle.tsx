import { useTranslation } from 'react-i18next'
import { Moon, Sun } from 'lucide-react'
import { useDarkShown, useTheme } from '@/lib/theme'
import { cn } from '@/lib/cn'

/** A toggle button: its name stays "Dark theme" and aria-pressed says whether it is on. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  const { toggleTheme } = useTheme()
  // The server cannot know the theme: until hydrated, the button says what the server said.
  const isDark = useDarkShown()

  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-pressed={isDark}
      aria-label={t('theme.dark')}
      title={t('theme.dark')}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-neutral-100 dark:hover:bg-neutral-800',
        className,
      )}
    >
      {/* Both, one shown by the `dark` class: the server cannot know the theme. */}
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  )
}
