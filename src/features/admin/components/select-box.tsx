import { useEffect, useRef } from 'react'

interface SelectBoxProps {
  label: string
  isChecked: boolean
  /** Some but not all of what it stands for are selected (the page's box). */
  isMixed?: boolean
  onChange: (isChecked: boolean) => void
}

/** A row's (or the page's) selection checkbox, named for a screen reader. */
export function SelectBox({ label, isChecked, isMixed = false, onChange }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null)
  // `indeterminate` is a property only, with no attribute React could set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = isMixed
  }, [isMixed])
  // The label around it makes the whole 36px square a target, not just the 16px box.
  return (
    <label className="-m-2 inline-flex size-9 cursor-pointer items-center justify-center">
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 cursor-pointer rounded border-line accent-accent"
      />
    </label>
  )
}
