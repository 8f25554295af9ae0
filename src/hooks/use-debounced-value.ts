import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delay` ms: a search field asks the API for the words
 * typed, not for each letter. The first value is returned at once (the server's render and the
 * hydrating render read the same one).
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, settled, delay])
  return settled
}
