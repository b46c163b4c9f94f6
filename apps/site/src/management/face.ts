// The management face's frame, one lazily loaded chunk: the shell (layout, gate), the company route, the home.
// Its screens come in chunks of their own, named by each area's `area.ts` (routes/management.tsx says why).
export * as layout from './shell/management-layout';
export * as company from './shell/company-route';
export * as home from './home/home-page';
