// Leases: a lease's own page (with its ledger) and a company's leases.
import { PropertyFeature } from '@hangar/contracts';
import { chunkPages, companyPrefix, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../lease-pages'));

export const leasesArea: ManagementArea = {
  routes: [
    { path: 'lease/:leaseId/:tab?', lazy: page('leasePage') },
    { path: 'leases/:id', lazy: page('companyLeases') },
  ],
  nav: {
    group: 'Leases',
    entries: [
      { label: 'Leases', to: (id) => `/leases/${id}`, feature: PropertyFeature.Leases, anyScope: true },
    ],
  },
  switchCompany: companyPrefix('leases'),
};
