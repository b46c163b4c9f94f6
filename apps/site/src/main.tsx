// Entry of the site: mounts the data router and sends the start-up activity entry.
// First: the Content-Security-Policy settings, before any other module runs.
import './csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApiClient } from './api/client';
import { airport } from './config';
import { createSiteRouter } from './router';
import { sendStartActivity } from './session/activity';
import './index.css';

const router = createSiteRouter();

// An activity entry on each app start. Anonymous: the session (and its token) loads only with
// the login and management routes (session/session-layout.tsx).
void sendStartActivity(createApiClient({ getToken: () => null, onTokenError: () => undefined }), {
  storage: window.localStorage,
  userAgent: navigator.userAgent,
  url: window.location.href,
  applicationId: `${airport.code}-site`,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
