// Test helper: a router rendered under a real site session that talks to `apiBaseUrl` (a local test server),
// stored in the test's localStorage, as the site mounts its pages.
import { render } from '@testing-library/react';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { airport } from '../config';
import { createSiteSession, SiteSessionProvider } from './site-session';

/** Renders `router` with a site session against `apiBaseUrl`; its redirects navigate the router. */
export function renderWithSession(router: ReturnType<typeof createMemoryRouter>, apiBaseUrl: string) {
  const session = createSiteSession({
    storage: localStorage,
    storageKey: airport.sessionStorageKey,
    apiBaseUrl,
    applicationId: 'test',
    redirect: (path) => void router.navigate(path),
    currentUrl: () => router.state.location.pathname,
  });
  render(
    <SiteSessionProvider value={session}>
      <RouterProvider router={router} />
    </SiteSessionProvider>,
  );
  return session;
}
