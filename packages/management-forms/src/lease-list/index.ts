export { LeaseList, LeaseStatusBadge, type LeaseListProps } from './lease-list';
export { UnitLeaseSummary, type UnitLeaseSummaryProps } from './unit-lease-summary';
export { ContactLeases, type ContactLeasesProps } from './contact-leases';
export {
  DEFAULT_LEASE_LIST_STATE,
  dayText,
  leadingLease,
  leaseListQuery,
  leaseRentText,
  leaseStatusLabel,
  termText,
  type LeaseListState,
  type LeaseOwner,
  type LeaseSort,
} from './lease-list-rules';
