import { Outlet, ScrollRestoration } from 'react-router'

/** Above every page, public or admin. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
