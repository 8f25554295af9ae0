import { lazy, Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

// Only a listener who opens /admin sees it: kept out of the first load (docs/architecture.md §7).
const AdminOnlyNotice = lazy(() => import('./admin-only-notice'))

/**
 * /admin/* is for admins (docs/product.md §16, departure 7: guarded here and on the server). A
 * guest goes to the sign-in screen; a signed-in listener is told the area is for admins. It
 * reacts to the session: when a 401 ends it, the admin page in front of the user gives way to
 * /login.
 */
export function RequireAdmin() {
  const { isAdmin, isAuthenticated } = useAuth()
  const location = useLocation()
  if (isAdmin) return <Outlet />
  if (isAuthenticated)
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminOnlyNotice />
      </Suspense>
    )
  return <Navigate to={paths.login} replace state={{ from: location.pathname }} />
}
