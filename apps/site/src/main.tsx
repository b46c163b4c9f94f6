// Entry of the site: the data router inside the session context, and the start-up activity entry.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { airport } from './config';
import { createSiteRouter } from './router';
import { createSiteSession, SiteSessionProvider } from './session/site-session';
import './index.css';

const router = createSiteRouter();
const session = createSiteSession({
  storage: window.localStorage,
  storageKey: airport.sessionStorageKey,
  applicationId: `${airport.code}-site`,
  redirect: (path) => void router.navigate(path),
  currentUrl: () => `${router.state.location.pathname}${router.state.location.search}`,
});
session.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteSessionProvider value={session}>
      <RouterProvider router={router} />
    </SiteSessionProvider>
  </StrictMode>,
);
