import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/**
 * /admin/* is for admins (deviation 7 of ARCHITECTURE.md: guarded here and on the server).
 * Anyone else, signed in or not, goes to the sign-in screen. It reacts to the session: when a
 * 401 ends it, the admin page in front of the user gives way to /login.
 */
export function RequireAdmin() {
  const { isAdmin } = useAuth()
  const location = useLocation()
  if (!isAdmin) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />
  return <Outlet />
}
