export { LeaseList, LeaseStatusBadge, type LeaseListProps } from './lease-list';
export { UnitLeaseSummary, type UnitLeaseSummaryProps } from './unit-lease-summary';
export { ContactLeases, type ContactLeasesProps } from './contact-leases';
export { CompanyLeaseList, type CompanyLeaseListProps } from './company-lease-list';
export {
  companyLeaseListSearchParams,
  companyLeaseListStateFromSearchParams,
  DEFAULT_COMPANY_LEASE_LIST_STATE,
  DEFAULT_LEASE_LIST_STATE,
  dayText,
  leadingLease,
  leaseListQuery,
  leaseRentText,
  leaseStatusLabel,
  termText,
  type CompanyLeaseListState,
  type LeaseListState,
  type LeaseOwner,
  type LeaseSort,
} from './lease-list-rules';
