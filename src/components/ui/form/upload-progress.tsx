import { useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UploadProgressEvent } from '@/api/client'

/** Where a running upload is: reading the files into data URLs, then sending them. */
export type UploadProgressState = { phase: 'reading' } | { phase: 'sending'; percent: number }

const percentOf = (event: UploadProgressEvent) =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0

/**
 * The state behind an UploadProgress bar: `reading()` before the files are read, `sending()`
 * once the request starts, and `onUploadProgress` (api.post's option) moves the bar.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgressState>({ phase: 'reading' })
  const reading = useCallback(() => setProgress({ phase: 'reading' }), [])
  const sending = useCallback(() => setProgress({ phase: 'sending', percent: 0 }), [])
  const onUploadProgress = useCallback(
    (event: UploadProgressEvent) => setProgress({ phase: 'sending', percent: percentOf(event) }),
    [],
  )
  return { progress, reading, sending, onUploadProgress }
}

/**
 * The bar under a form while its files upload: a native <progress> (role progressbar, with
 * its value read out as a percentage), the percentage in words beside it. Reading the files
 * comes first and has no measure, so the bar is indeterminate then; at 100 % the server is
 * still storing the file, which the text says.
 */
export function UploadProgress({ progress }: { progress: UploadProgressState }) {
  const { t } = useTranslation('forms')
  const labelId = useId()
  const percent = progress.phase === 'sending' ? progress.percent : undefined
  const text =
    percent === undefined
      ? t('upload.reading')
      : percent >= 100
        ? t('upload.processing')
        : t('upload.sending', { percent })

  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {t('upload.label')}
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
