// The management face's frame, one lazily loaded chunk: the shell (layout, gate), its route handles, the home.
// Its screens come in two more chunks, admin-pages.ts and contact-pages.ts (routes/management.tsx says why).
export * as layout from './shell/management-layout';
export * as company from './shell/company-route';
export { areaHandles } from './shell/area-handles';
export * as home from './home/home-page';
