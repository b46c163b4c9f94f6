// The site's one data router: the airport face's pages, each its own chunk, and the lazily loaded management face.
import { alertMessage } from '@hangar/ui';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { managementRoutes } from './routes/management';
import { AppShell } from './shell/app-shell';
import { wireNavigationAlerts } from './shell/navigation-alerts';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('./pages/about-page')).AboutPage }) },
      {
        path: 'weather',
        lazy: async () => ({ Component: (await import('./pages/weather-page')).WeatherPage }),
      },
      { path: 'radar', lazy: async () => ({ Component: (await import('./pages/radar-page')).RadarPage }) },
      { path: 'tfr', lazy: async () => ({ Component: (await import('./pages/tfr-page')).TfrPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }) },
      {
        // Login and the management face share the site session, created by this lazily loaded layout.
        lazy: async () => ({ Component: (await import('./session/session-layout')).SessionLayout }),
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('./login/login-page')).LoginPage }),
          },
          // The management face: lazily loaded pages (routes/management.tsx).
          ...managementRoutes,
        ],
      },
      // Any other path goes home (spec §2.2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createSiteRouter() {
  const router = createBrowserRouter(routes);
  wireNavigationAlerts(router, alertMessage);
  return router;
}
