// The lease screens, one lazily loaded chunk: a lease's own page and a lease beside its property's units.
export * as leasePage from './leases/lease-page';
export * as manageLease from './leases/manage-lease-page';
