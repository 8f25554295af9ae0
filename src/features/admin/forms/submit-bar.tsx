import { Button } from '@/components/ui/button'

/** The foot of a create form: its one submit button, showing its pending label while sending. */
export function SubmitBar({
  isPending,
  label,
  pendingLabel,
}: {
  isPending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <div className="flex justify-end border-t border-line pt-5">
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
