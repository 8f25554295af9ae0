/**
 * The translated messages of a field's failed rules, under it; `id` is what the control's
 * aria-describedby names, so the messages are read with it. Nothing at all when none failed.
 */
export function ErrorList({
  id,
  errors,
}: {
  id?: string
  errors: readonly (string | null | undefined)[]
}) {
  const shown = errors.filter((error): error is string => Boolean(error))
  if (shown.length === 0) return null
  if (shown.length === 1) {
    return (
      <p id={id} className="mt-1.5 text-sm text-danger">
        {shown[0]}
      </p>
    )
  }
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm text-danger">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}
