// The waiting list: a company's lists with offers and settings, and a property's hangar-use record.
import { MgmtCoFeature } from '@hangar/contracts';
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
