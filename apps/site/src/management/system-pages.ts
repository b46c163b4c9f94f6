// The System administration screens, one lazily loaded chunk: the overview, users, security groups and features.
// Each module is a page (`Component`, and a `handle` when it declares its own requirement).
export * as systemArea from './system/system-area';
export * as systemOverview from './system/overview-page';
export * as loginAs from './system/login-as-page';
