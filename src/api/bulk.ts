import { useMutation, useQueryClient } from '@tanstack/react-query'

/** How many writes of one bulk action run at once: quick, without flooding the API. */
const AT_ONCE = 3

export interface BulkOutcome<T> {
  done: T[]
  failed: { item: T; error: unknown }[]
}

/** Runs `write` on every item, a few at a time, and says which succeeded and which failed. */
export async function runInBatches<T>(
  items: readonly T[],
  write: (item: T) => Promise<unknown>,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [] }
  for (let start = 0; start < items.length; start += AT_ONCE) {
    const batch = items.slice(start, start + AT_ONCE)
    const results = await Promise.allSettled(batch.map(write))
    results.forEach((result, index) => {
      const item = batch[index] as T
      if (result.status === 'fulfilled') outcome.done.push(item)
      else outcome.failed.push({ item, error: result.reason })
    })
  }
  return outcome
}

/**
 * One write per item (neither API has a bulk route: the hosted one deletes one by one), then one
 * reload of everything under `key`, whatever failed.
 */
export function useBulkWrite<T>(key: string, write: (item: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (items: readonly T[]) => runInBatches(items, write),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [key] }),
  })
}
