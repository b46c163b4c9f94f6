// The money reports: the rent roll, and the receivables with a month's collections.
import { PropertyFeature } from '@hangar/contracts';
import { chunkPages, companyPrefix, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../report-pages'));
const rentRoll = companyPrefix('rentroll');
const receivables = companyPrefix('receivables');

export const reportsArea: ManagementArea = {
  routes: [
    { path: 'rentroll/:id', lazy: page('rentRoll') },
    { path: 'receivables/:id', lazy: page('receivables') },
  ],
  nav: {
    group: 'Money',
    entries: [
      { label: 'Rent roll', to: (id) => `/rentroll/${id}`, feature: PropertyFeature.Ledger, anyScope: true },
      {
        label: 'Receivables',
        to: (id) => `/receivables/${id}`,
        feature: PropertyFeature.Ledger,
        anyScope: true,
      },
    ],
  },
  // The same report of the other company.
  switchCompany: (pathname, companyId) => rentRoll(pathname, companyId) ?? receivables(pathname, companyId),
};
