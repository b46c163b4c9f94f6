// The site's one data router: the airport face's pages, each its own chunk, and the lazily loaded management face
// (its route list too, discovered on the first visit of a path the airport face does not know).
import { alertMessage } from '@hangar/ui';
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { accountRoutes } from './management/account/area';
import { waitlistPublicRoutes } from './waitlist/routes';
import { ListingsLayout } from './pages/listings/listings-layout';
import { AppShell } from './shell/app-shell';
import { wireNavigationAlerts } from './shell/navigation-alerts';

// Login and the management face share the site session, created by this lazily loaded layout.
const sessionLayout = async () => ({
  Component: (await import('./session/session-layout')).SessionLayout,
});

export const routes: RouteObject[] = [
  // The tenants' and vendors' portals: their own face, in the session but outside both the airport and the
  // management shells.
  {
    path: '/portal',
    lazy: sessionLayout,
    children: [
      {
        path: 'tenant',
        lazy: async () => ({ Component: (await import('./portal/portal-shell')).TenantPortalLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./portal/tenant-page')).TenantPortalPage }),
          },
        ],
      },
      {
        path: 'vendor',
        lazy: async () => ({ Component: (await import('./portal/portal-shell')).VendorPortalLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./portal/vendor-page')).VendorPortalPage }),
          },
        ],
      },
    ],
  },
  {
    // The public listings: the side frame's page (bare inside the frame), or a page of the airport face.
    path: '/listings',
    Component: ListingsLayout,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/listings/listings-page')).ListingsPage }),
      },
    ],
  },
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
        lazy: sessionLayout,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('./login/login-page')).LoginPage }),
          },
          // Register, expired login, not authorized and the e-mailed links: account pages in the airport shell.
          ...accountRoutes,
          // The waiting list's applicant: anonymous, by the key of their e-mailed link.
          ...waitlistPublicRoutes,
          // A portal invitation's link.
          {
            path: 'portal/accept/:key',
            lazy: async () => ({ Component: (await import('./portal/accept-page')).AcceptPage }),
          },
        ],
      },
      // Any other path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The management face: its own shell (routes/management.tsx), outside the airport header, in the session. Its
 * route list loads the first time the router meets a path it cannot fully match (react-router asks then,
 * before rendering: `/manage` typed in, a link followed, a reload of any management page), so that the
 * airport's first load carries none of it. The catch-all above matches such paths only until then: a
 * management route, once patched in, is the more specific match.
 */
export const patchManagementRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { managementRoutes } = await import('./routes/management');
  // By its id a second patch (another unknown path) adds nothing.
  patch(null, [{ id: 'management', lazy: sessionLayout, children: managementRoutes }]);
};

export function createSiteRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchManagementRoutes });
  wireNavigationAlerts(router, alertMessage);
  return router;
}
