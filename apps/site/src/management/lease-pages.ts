// The lease screens, one lazily loaded chunk: a lease's own page (with its ledger), a lease beside its
// property's units, and a company's leases.
export * as leasePage from './leases/lease-page';
export * as manageLease from './leases/manage-lease-page';
export * as companyLeases from './leases/company-leases-page';
