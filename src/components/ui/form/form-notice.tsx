import { CircleAlert, CircleCheck } from 'lucide-react'

/**
 * A form's message box: a failure (validation or server) or a success note. `role` makes it a
 * live region of its own; leave it out where the box sits in one that stays mounted.
 */
export function FormNotice({
  id,
  tone,
  role,
  children,
}: {
  id?: string
  tone: 'error' | 'success'
  role?: 'alert' | 'status'
  children: string
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div
      id={id}
      role={role}
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
