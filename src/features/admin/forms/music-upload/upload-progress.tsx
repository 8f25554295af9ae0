import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { UploadProgress as Progress } from './use-music-upload'

/**
 * The bar under the form while a track uploads: a native <progress> (role progressbar, with
 * its value read out as a percentage), the percentage in words beside it. Reading the files
 * comes first and has no measure, so the bar is indeterminate then; at 100 % the server is
 * still storing the file, which the text says.
 */
export function UploadProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation('music-upload')
  const labelId = useId()
  const percent = progress.phase === 'sending' ? progress.percent : undefined
  const text =
    percent === undefined
      ? t('progress.reading')
      : percent >= 100
        ? t('progress.processing')
        : t('progress.sending', { percent })

  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {t('progress.label')}
        </span>
        <span className="text-muted tabular-nums">{text}</span>
      </div>
      <progress
        aria-labelledby={labelId}
        aria-valuetext={text}
        max={100}
        value={percent}
        className="block h-2.5 w-full overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800 [&::-moz-progress-bar]:bg-accent-strong [&::-webkit-progress-bar]:bg-neutral-200 dark:[&::-webkit-progress-bar]:bg-neutral-800 [&::-webkit-progress-value]:bg-accent-strong [&::-webkit-progress-value]:transition-[width]"
      />
    </div>
  )
}
