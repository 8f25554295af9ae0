import { useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FileCheck2 } from 'lucide-react'
import { MediaImage } from '@/components/ui/media-image'
import { ACCEPT, checkFile, type FileKind } from '@/features/admin/forms/check-file'
import { readAsDataUrl } from '@/features/admin/forms/read-file'

interface FileFieldProps {
  label: string
  kind: FileKind
  /** The stored file's URL, shown until a new one is chosen. */
  currentUrl: string
  /** A new file as a data URL (deviation 3: the update uploads it), or undefined to keep the old. */
  onChange: (dataUrl: string | undefined) => void
  /** The API would drop a new file on update: show the current one and this note, no picker. */
  lockedNote?: string
}

/** Shows the current file and takes a replacement, checked for type and size before upload. */
export function FileField({ label, kind, currentUrl, onChange, lockedNote }: FileFieldProps) {
  const { t } = useTranslation(['manage', 'validation'])
  const id = useId()
  const [chosen, setChosen] = useState<{ name: string; preview?: string } | null>(null)
  const [error, setError] = useState<string | null>(null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setError(null)
    if (!file) return
    const problem = checkFile(file, kind)
    if (problem) {
      setError(t(problem.key, 'values' in problem ? problem.values : {}))
    } else {
      try {
        const dataUrl = await readAsDataUrl(file)
        setChosen({ name: file.name, preview: kind === 'image' ? dataUrl : undefined })
        onChange(dataUrl)
        return
      } catch {
        setError(t('validation:file.invalid'))
      }
    }
    event.target.value = ''
    setChosen(null)
    onChange(undefined)
  }

  const preview = chosen?.preview ?? (kind === 'image' ? currentUrl : '')
  if (lockedNote !== undefined)
    return <LockedFile label={label} preview={preview} note={lockedNote} />
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-line p-3">
        {preview ? (
          <MediaImage
            src={preview}
            alt=""
            width={56}
            height={56}
            sizes="56px"
            className="size-14 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="text-xs text-muted [overflow-wrap:anywhere]">
            {chosen ? (
              <span className="inline-flex items-center gap-1 font-medium text-success">
                <FileCheck2 aria-hidden="true" className="size-4" />
                {t('manage:fields.newFile', { name: chosen.name })}
              </span>
            ) : currentUrl ? (
              t('manage:fields.keepFile')
            ) : (
              t('manage:fields.noFile')
            )}
          </p>
          <input
            id={id}
            type="file"
            accept={ACCEPT[kind]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => void onFile(event)}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-neutral-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-fg hover:file:bg-neutral-200 dark:file:bg-neutral-800 dark:hover:file:bg-neutral-700"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The current file only, with why it cannot be replaced here. */
function LockedFile({ label, preview, note }: { label: string; preview: string; note: string }) {
  return (
    <div role="group" aria-label={label}>
      <p className="mb-1.5 text-sm font-medium">{label}</p>
      <div className="flex items-center gap-3 rounded-lg border border-line p-3">
        {preview ? (
          <MediaImage
            src={preview}
            alt=""
            width={56}
            height={56}
            sizes="56px"
            className="size-14 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <p className="min-w-0 flex-1 text-xs text-muted">{note}</p>
      </div>
    </div>
  )
}
