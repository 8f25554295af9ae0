import { GREETING_CUTOFFS } from '@/config/ui'

export type Greeting = 'morning' | 'afternoon' | 'evening'

/** Good Morning before 12 h, Good Afternoon before 18 h, else Good Evening (docs/product.md §7). */
export function greetingFor(hour: number): Greeting {
  if (hour < GREETING_CUTOFFS.afternoonFromHour) return 'morning'
  if (hour < GREETING_CUTOFFS.eveningFromHour) return 'afternoon'
  return 'evening'
}

export function greetingAt(date: Date): Greeting {
  return greetingFor(date.getHours())
}
