import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FileAudio, FileCheck2, FileVideo, ImageUp, Trash2, UploadCloud } from 'lucide-react'
import { MediaImage } from '@/components/ui/media-image'
import { cn } from '@/lib/cn'
import {
  ACCEPT,
  checkFile,
  maxBytes,
  formatFileSize,
  sizeLabel,
  type FileKind,
  type FileProblem,
} from './check-file'

export interface FileDropProps {
  label: string
  kind: FileKind
  /** The chosen file; the form owns it. */
  value: File | null
  /** A file that passed the checks, or null when removed or rejected. */
  onChange: (file: File | null) => void
  /** The translated message of a failed form rule (e.g. 'Artist image is required'). */
  error?: string
  /** Types and sizes in words, e.g. 'PNG or JPG, max 5MB'; defaults to the size limit. */
  hint?: string
  required?: boolean
  /**
   * Editing: the stored file's URL ('' when there is none). It shows until a new file is
   * chosen, and a chosen file is named as its replacement.
   */
  current?: string
  /** The API would drop a new file on update: the current file and this note, no picker. */
  lockedNote?: string
}

/**
 * The one file picker of the forms: drop a file on the zone, or click it / press Enter on it
 * (the zone is the label of a visually hidden, focusable `<input type=file>`). The type and the
 * limit of docs/product.md §10 (or the API's lower one) are checked before the file is used: a file
 * the server would refuse is never read or uploaded. A chosen image is previewed; on an edit form
 * the stored file shows until it is replaced.
 */
export function FileDrop({
  label,
  kind,
  value,
  onChange,
  error,
  hint,
  required,
  current,
  lockedNote,
}: FileDropProps) {
  const { t, i18n } = useTranslation(['forms', 'validation'])
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<FileProblem | null>(null)
  const [isDragging, setDragging] = useState(false)

  const take = (file: File | undefined) => {
    if (!file) return
    const found = checkFile(file, kind)
    setProblem(found)
    onChange(found ? null : file)
  }

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0])
    // The form holds the file; clearing the input lets the same file be chosen again later.
    event.target.value = ''
  }

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    take(event.dataTransfer.files[0])
  }

  const remove = () => {
    setProblem(null)
    onChange(null)
    inputRef.current?.focus()
  }

  const message = problem ? t(problem.key, 'values' in problem ? problem.values : {}) : error
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const Icon = kind === 'image' ? ImageUp : UploadCloud
  const currentPreview = kind === 'image' ? (current ?? '') : ''

  if (lockedNote !== undefined) {
    return <LockedFile label={label} preview={currentPreview} note={lockedNote} />
  }
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium">
        <span id={labelId}>{label}</span>
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        ) : null}
      </p>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'rounded-xl border-2 border-dashed transition-colors',
          'has-[input:focus-visible]:border-accent has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-accent/30',
          isDragging ? 'border-accent bg-accent/5' : message ? 'border-danger' : 'border-line',
        )}
      >
        <label
          htmlFor={id}
          className="flex cursor-pointer flex-col items-center gap-1.5 px-4 py-5 text-center hover:bg-neutral-50 dark:hover:bg-neutral-900"
        >
          <Icon aria-hidden="true" className="size-7 text-muted" />
          <span className="text-sm">
            <span className="font-semibold text-accent">{t('forms:fileDrop.choose')}</span>{' '}
            {t('forms:fileDrop.orDrag')}
          </span>
          <span id={hintId} className="text-xs text-muted">
            {hint ?? t('forms:fileDrop.maxSize', { size: sizeLabel(maxBytes(kind)) })}
          </span>
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          aria-labelledby={labelId}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          onChange={onInput}
          className="sr-only"
        />
      </div>
      {value ? (
        <ChosenFile
          file={value}
          kind={kind}
          language={i18n.language}
          onRemove={remove}
          isReplacement={current !== undefined}
        />
      ) : current !== undefined ? (
        <CurrentFile preview={currentPreview}>
          {current ? t('forms:fileDrop.current') : t('forms:fileDrop.none')}
        </CurrentFile>
      ) : null}
      {/* An alert, so a file refused on drop is announced at once; present before any message. */}
      <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger empty:hidden">
        {message}
      </p>
    </div>
  )
}

function ChosenFile({
  file,
  kind,
  language,
  onRemove,
  isReplacement,
}: {
  file: File
  kind: FileKind
  language: string
  onRemove: () => void
  /** On an edit form: the file is named as the stored one's replacement. */
  isReplacement: boolean
}) {
  const { t } = useTranslation('forms')
  const Icon = kind === 'audio' ? FileAudio : FileVideo
  return (
    <div className="mt-2 flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-2.5">
      {kind === 'image' ? (
        <ImagePreview file={file} alt={t('fileDrop.preview', { name: file.name })} />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-neutral-100 dark:bg-neutral-800">
          <Icon aria-hidden="true" className="size-6 text-muted" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={file.name}>
          {isReplacement ? (
            <span className="inline-flex items-center gap-1 text-success">
              <FileCheck2 aria-hidden="true" className="size-4 shrink-0" />
              {t('fileDrop.newFile', { name: file.name })}
            </span>
          ) : (
            file.name
          )}
        </p>
        <p className="text-xs text-muted">{formatFileSize(file.size, language)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('fileDrop.remove', { name: file.name })}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-neutral-100 hover:text-danger dark:hover:bg-neutral-800"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
}

/**
 * The chosen image through an object URL, set on the element directly and revoked when the file
 * changes or the preview goes away (no state, so React's double effects in development are safe).
 */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const image = ref.current
    if (!image || typeof URL.createObjectURL !== 'function') return
    const url = URL.createObjectURL(file)
    image.src = url
    return () => {
      image.removeAttribute('src')
      URL.revokeObjectURL(url)
    }
  }, [file])
  return (
    <img
      ref={ref}
      alt={alt}
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-lg bg-neutral-100 object-cover dark:bg-neutral-800"
    />
  )
}

/** The stored file of an edit form, next to what happens to it. */
function CurrentFile({ preview, children }: { preview: string; children: string }) {
  return (
    <div className="mt-2 flex items-center gap-3 rounded-xl border border-line p-2.5">
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
      <p className="min-w-0 flex-1 text-xs text-muted">{children}</p>
    </div>
  )
}

/** The current file only, with why it cannot be replaced here. */
function LockedFile({ label, preview, note }: { label: string; preview: string; note: string }) {
  return (
    <div role="group" aria-label={label}>
      <p className="mb-1.5 text-sm font-medium">{label}</p>
      <CurrentFile preview={preview}>{note}</CurrentFile>
    </div>
  )
}
