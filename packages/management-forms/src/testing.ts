// @hangar/management-forms/testing: what stories and tests of the screens (here and in a host) stand on: the
// in-memory data provider and the fixtures of each area with their ready-made providers. Never needed in
// production; the package's root leaves it out.
export * from './data/memory-provider';
export * from './contact-fixtures';
export * from './attachment-fixtures';
export * from './property-fixtures';
export * from './lease-fixtures';
export * from './vendor-fixtures';
export * from './ledger-report-fixtures';
export * from './system-admin/system-fixtures';
export * from './system-operations/system-operations-fixtures';
export * from './ledger-fixtures';
export * from './work-order-fixtures';
