// The management face's routes, built from its areas (management/areas.ts): every page a lazy import of its
// area's chunk. The list itself is loaded when a path the airport face does not know is visited (router.tsx):
// airport visitors download neither.
import type { RouteObject } from 'react-router-dom';
import { MANAGEMENT_AREAS } from '../management/areas';
import { chunkPages } from '../management/shell/area';

/*
 * Chunks by area group: the frame (shell, gate, home), the company administration screens, the contact
 * screens, the property and unit screens, and so on (each area's `area.ts` names its chunk).
 * Fewer, larger chunks on purpose: with a chunk per page, Rolldown moves the Radix parts the airport header
 * also uses out of the airport's entry into shared chunks, and an anonymous visitor downloads more (the
 * site's bundle bench, `npm run bench -w @hangar/site`, measured 149.5 KB against 147.6 KB gzipped).
 */
const face = chunkPages(() => import('../management/face'));

/**
 * The management face in its own layout (the shell: navigation, breadcrumb, user menu, gate); router.tsx
 * puts it inside the session layout, outside the airport shell.
 */
export const managementRoutes: RouteObject[] = [
  {
    lazy: face('layout'),
    children: [
      ...MANAGEMENT_AREAS.flatMap((area) => area.routes ?? []),
      {
        path: 'MgmtCoAdmin/:id',
        lazy: face('company'),
        children: MANAGEMENT_AREAS.flatMap((area) => area.companyRoutes ?? []),
      },
    ],
  },
];
