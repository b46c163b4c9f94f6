// Vendors: a company's list and the individual and company forms, and a vendor's forms by its id alone.
import { MgmtCoFeature } from '@hangar/contracts';
import { chunkPages, companyPrefix, type ManagementArea } from '../shell/area';
import { vendorAreaHandle } from './vendor-handles';

const page = chunkPages(() => import('../vendor-pages'));

export const vendorsArea: ManagementArea = {
  routes: [
    {
      path: 'vendors/:id',
      handle: vendorAreaHandle,
      children: [
        { index: true, lazy: page('vendorList') },
        { path: 'editi/:vendorId', lazy: page('individualVendor') },
        { path: 'editc/:vendorId', lazy: page('companyVendor') },
      ],
    },
    { path: 'vendorediti/:vendorId', lazy: page('ownIndividualVendor') },
    { path: 'vendoreditc/:vendorId', lazy: page('ownCompanyVendor') },
  ],
  nav: {
    group: 'Vendors',
    entries: [{ label: 'Vendors', to: (id) => `/vendors/${id}`, feature: MgmtCoFeature.Vendors }],
  },
  // A company's vendor pages (`/vendors/1/editc/7`) switch to the other company's vendor list.
  switchCompany: companyPrefix('vendors'),
};
