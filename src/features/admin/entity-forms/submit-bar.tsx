import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/**
 * The foot of a create form: its submit button, showing its pending label while sending, after
 * any other action the form has (the track form's Clear).
 */
export function SubmitBar({
  isPending,
  label,
  pendingLabel,
  before,
}: {
  isPending: boolean
  label: string
  pendingLabel: string
  before?: ReactNode
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
      {before}
      <Button
        type="submit"
        size="lg"
        disabled={isPending}
        aria-busy={isPending || undefined}
        className="w-full sm:w-auto"
      >
        {isPending ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        ) : null}
        {isPending ? pendingLabel : label}
      </Button>
    </div>
  )
}
