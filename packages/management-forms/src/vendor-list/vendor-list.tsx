// VendorList: a company's vendors: search, kind/category/insurance/status filters, an insurance state column,
// server-sorted and paged, with links to add an individual or a company vendor.
import { vendorCategoryLabel, vendorStatusLabel, type VendorListItem } from '@hangar/contracts';
import { Badge, EmailAddress, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import { useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { addLinks, ListScreen, noMatchText } from '../lib/list-screen';
import { useListState, type ListFilter } from '../lib/resource-table';
import { InsuranceExpiry } from '../vendor-form/insurance-badge';
import {
  DEFAULT_VENDOR_LIST_STATE,
  isVendorListFiltered,
  VENDOR_CATEGORY_FILTERS,
  VENDOR_INSURANCE_FILTERS,
  VENDOR_KIND_FILTERS,
  VENDOR_STATUS_FILTERS,
  vendorListQuery,
  type VendorListState,
} from './vendor-list-rules';

export type VendorListProps = {
  managementCompanyID: number;
  /** Where a vendor's row leads (its edit page). */
  getEditHref: (vendor: VendorListItem) => string;
  /** Where "New individual" leads; without it there is no such link (a read-only viewer). */
  newIndividualHref?: string;
  /** Where "New company" leads; without it there is no such link. */
  newCompanyHref?: string;
  /** Renders links with the app's router; defaults to plain anchors. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** The search, filters, sort and page, when the caller owns them (to mirror them in the URL). */
  query?: VendorListState;
  /** Every change of the state (with `query`, the caller passes it back). */
  onQueryChange?: (query: VendorListState) => void;
  /** The first state when the list owns it. */
  defaultQuery?: Partial<VendorListState>;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const FILTERS: readonly ListFilter<VendorListState>[] = [
  { name: 'category', label: 'Category', className: 'w-48 shrink-0', options: VENDOR_CATEGORY_FILTERS },
  { name: 'insurance', label: 'Insurance', className: 'w-44 shrink-0', options: VENDOR_INSURANCE_FILTERS },
  { name: 'status', label: 'Status', className: 'w-36 shrink-0', options: VENDOR_STATUS_FILTERS },
  { name: 'kind', label: 'Kind', className: 'w-36 shrink-0', options: VENDOR_KIND_FILTERS },
];

const columns: DataTableColumn<VendorListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    primary: true,
    className: 'min-w-44',
    cell: (vendor) => vendor.fileAs,
  },
  {
    id: 'insurance',
    header: 'Insurance',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (vendor) => (
      <InsuranceExpiry
        state={vendor.insuranceState}
        expires={vendor.insuranceExpires}
        className="grid justify-items-start gap-1"
      />
    ),
  },
  {
    id: 'categories',
    header: 'Categories',
    cell: (vendor) =>
      vendor.categories.length > 0 ? (
        <ul aria-label="Categories" className="flex flex-wrap gap-1">
          {vendor.categories.map((category) => (
            <li key={category}>
              <Badge variant="secondary">{vendorCategoryLabel(category)}</Badge>
            </li>
          ))}
        </ul>
      ) : null,
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (vendor) => (
      <span className="flex flex-wrap items-center gap-1.5">
        {vendorStatusLabel(vendor.status)}
        {vendor.isPreferred && (
          <Badge data-slot="vendor-list-preferred" variant="info">
            Preferred
          </Badge>
        )}
      </span>
    ),
  },
  { id: 'primaryPhone', header: 'Phone', className: 'whitespace-nowrap' },
  {
    id: 'primaryEmail',
    header: 'E-mail',
    className: 'min-w-40',
    cell: (row) => (row.primaryEmail ? <EmailAddress address={row.primaryEmail} /> : null),
  },
];

/**
 * The vendors of `managementCompanyID`, read through `useResourceList('vendor', …)`, with each one's
 * insurance state. The search box applies once typing pauses; every filter change goes back to page 1. Pass
 * `query` and `onQueryChange` to keep the state in the URL (`vendorListSearchParams` and
 * `vendorListStateFromSearchParams` translate it). Needs a `ManagementProvider` above it.
 *
 * @example
 * <VendorList managementCompanyID={1} getEditHref={(v) => `/vendors/1/editc/${v.id}`} newCompanyHref="/vendors/1/editc/new" />
 */
export function VendorList({
  managementCompanyID,
  getEditHref,
  newIndividualHref,
  newCompanyHref,
  renderLink = defaultLink,
  query,
  onQueryChange,
  defaultQuery,
}: VendorListProps) {
  const listState = useListState<VendorListState>(
    () => ({ ...DEFAULT_VENDOR_LIST_STATE, ...defaultQuery }),
    query,
    onQueryChange,
  );
  const { state } = listState;
  const listQuery = useMemo(() => vendorListQuery(managementCompanyID, state), [managementCompanyID, state]);
  const list = useResourceList<VendorListItem>('vendor', listQuery);
  const newLinks = addLinks(renderLink, [
    { href: newCompanyHref, label: 'New company', slot: 'vendor-list-new-company' },
    { href: newIndividualHref, label: 'New individual', slot: 'vendor-list-new-individual' },
  ]);

  return (
    <ListScreen<VendorListItem, VendorListState>
      slot="vendor-list"
      search={{ label: 'Search vendors', placeholder: 'Name, e-mail or phone' }}
      filters={FILTERS}
      actions={newLinks}
      list={list}
      caption="Vendors"
      columns={columns}
      getRowHref={getEditHref}
      renderLink={renderLink}
      loadingLabel="Loading vendors…"
      listState={listState}
      filtered={isVendorListFiltered(state)}
      noMatch={{
        title: 'No vendors match',
        description: noMatchText('vendor', state.q),
        cleared: { q: '', kind: 'all', category: 'all', insurance: 'all', status: 'all' },
      }}
      noneYet={{
        title: 'No vendors yet',
        description: 'Add the companies and people who work on your properties, with their insurance.',
        action: newLinks,
      }}
    />
  );
}
