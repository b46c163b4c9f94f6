// The waiting list: a company's lists with offers and settings, and a property's hangar-use record.
import { MgmtCoFeature, PropertyFeature } from '@hangar/contracts';
import { chunkPages, companyPrefix, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../waitlist-pages'));

export const waitlistArea: ManagementArea = {
  routes: [{ path: 'waitlist/:id', lazy: page('waitlist') }],
  nav: {
    group: 'Waiting list',
    entries: [{ label: 'Waiting list', to: (id) => `/waitlist/${id}`, feature: MgmtCoFeature.Waitlist }],
  },
  // The other company's waiting list.
  switchCompany: companyPrefix('waitlist'),
};

/** The hangar-use record, beside the leases. */
export const hangarUseArea: ManagementArea = {
  routes: [{ path: 'hangaruse/:id', lazy: page('hangarUse') }],
  nav: {
    group: 'Leases',
    entries: [
      {
        label: 'Hangar use',
        to: (id) => `/hangaruse/${id}`,
        feature: PropertyFeature.Leases,
        anyScope: true,
      },
    ],
  },
  switchCompany: companyPrefix('hangaruse'),
};
