import { CircleAlert, CircleCheck } from 'lucide-react'

/** The one message box of an auth form: a validation or server error, or a success note. */
export function FormMessage({
  id,
  tone,
  children,
}: {
  id?: string
  tone: 'error' | 'success'
  children: string
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'flex items-start gap-2 rounded-lg border border-danger/30 bg-accent-soft p-3 text-sm text-danger'
          : 'flex items-start gap-2 rounded-lg border border-success/30 bg-success/10 p-3 text-sm text-success'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  )
}
