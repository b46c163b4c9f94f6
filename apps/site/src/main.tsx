// Entry of the site: mounts the data router (hydrating a page the server rendered) and sends the start-up activity entry.
// First: the Content-Security-Policy settings, before any other module runs.
import './csp';
import { createPublicApiClient } from './api/request-client';
import { airport } from './config';
import { mountSite } from './mount-site';
import { readPrerendered } from './prerender/read-prerendered';
import { sendStartActivity } from './session/activity';
import './index.css';

// An activity entry on each app start. Anonymous: the session (and its token) loads only with
// the login and management routes (session/session-layout.tsx).
void sendStartActivity(createPublicApiClient({ getToken: () => null, onTokenError: () => undefined }), {
  storage: window.localStorage,
  userAgent: navigator.userAgent,
  url: window.location.href,
  applicationId: `${airport.code}-site`,
});

const container = document.getElementById('root')!;
void mountSite(container, container.firstElementChild ? readPrerendered(document) : null);
