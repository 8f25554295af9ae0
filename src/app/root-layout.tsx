import { Outlet, ScrollRestoration } from 'react-router-dom'

/** Above every page, public or admin. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
