import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createQueryClient } from '@/app/query-client'
import { AppProviders } from '@/app/providers'
import { createAppRouter } from '@/app/router'
import { createI18n } from '@/lib/i18n'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A transition, so React renders the first page in slices that yield to the browser instead of one
// long task (Lighthouse counts every task over 50 ms as blocking time on a phone's CPU).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={createI18n()} queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  )
})
