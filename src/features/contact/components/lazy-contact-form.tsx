import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { useNearViewport } from '@/hooks/use-near-viewport'

// Named export, default-shaped for React.lazy: the form, its zod schema and react-hook-form are
// fetched only when the home page's contact section comes near the screen.
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
)

/** Space the form will take, so nothing below it moves when it arrives. */
function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2">
      <Skeleton className="h-[4.25rem]" />
      <Skeleton className="h-[4.25rem]" />
      <Skeleton className="h-[4.25rem] sm:col-span-2" />
      <Skeleton className="h-[10.75rem] sm:col-span-2" />
      <Skeleton className="h-12 w-40" />
    </div>
  )
}

/**
 * The contact form for pages where it sits far below the fold (the home page). It loads when it
 * comes within a screen of the viewport, or at once where IntersectionObserver is missing.
 */
export function LazyContactForm() {
  const { ref, isNear } = useNearViewport<HTMLDivElement>('100% 0px')

  return (
    <div ref={ref}>
      {isNear ? (
        <Suspense fallback={<FormPlaceholder />}>
          <ContactForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  )
}
