import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppProviders } from '@/app/providers'
import { routePatterns, paths } from '@/config/paths'
import ArtistRoute from '@/app/routes/artist'
import ArtistsRoute from '@/app/routes/artists'
import FilmmakerRoute from '@/app/routes/filmmaker'
import FilmmakersRoute from '@/app/routes/filmmakers'
import ProducerRoute from '@/app/routes/producer'
import ProducersRoute from '@/app/routes/producers'
import { createTestQueryClient, testI18n } from '../utils'

/**
 * The six talent pages on their real paths, without the site chrome around them. `queryClient`
 * defaults to the tests' (no retries, data stale at once).
 */
export function renderTalent(route: string, { queryClient = createTestQueryClient() } = {}) {
  const router = createMemoryRouter(
    [
      { path: paths.artists, element: <ArtistsRoute /> },
      { path: routePatterns.artist, element: <ArtistRoute /> },
      { path: paths.producers, element: <ProducersRoute /> },
      { path: routePatterns.producer, element: <ProducerRoute /> },
      { path: paths.filmmakers, element: <FilmmakersRoute /> },
      { path: routePatterns.filmmaker, element: <FilmmakerRoute /> },
    ],
    { initialEntries: [route] },
  )
  const user = userEvent.setup()
  const view = render(
    <AppProviders i18n={testI18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, user, router }
}

export const metaDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
