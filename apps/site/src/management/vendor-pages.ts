// The vendor screens, one lazily loaded chunk: the list, the individual and company forms under a company's
// address and by the vendor's id alone.
export * as vendorList from './vendors/vendor-list-page';
export * as individualVendor from './vendors/individual-vendor-page';
export * as companyVendor from './vendors/company-vendor-page';
export * as ownIndividualVendor from './vendors/own-individual-vendor-page';
export * as ownCompanyVendor from './vendors/own-company-vendor-page';
