// RentalUnitList: a property's units in natural number order, with status, type and listing filters.
import { unitTypeLabel, UNIT_STATUSES, type RentalUnitListItem } from '@hangar/contracts';
import { Badge, Button, buttonVariants, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import { useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { ListFilters, ResourceListTable, useListState, type ListFilter } from '../lib/resource-table';
import { updatedText } from '../contact-list/contact-list-rules';
import { doorText, rentText } from '../rental-unit-form/rental-unit-form-rules';
import {
  DEFAULT_UNIT_LIST_STATE,
  isUnitListFiltered,
  listedText,
  unitListQuery,
  UNIT_LISTED_FILTERS,
  UNIT_STATUS_FILTERS,
  UNIT_TYPE_FILTERS,
  type UnitListState,
} from './rental-unit-list-rules';

export type RentalUnitListProps = {
  propertyID: number;
  /** Where a unit's row leads (its form). */
  getUnitHref: (unit: RentalUnitListItem) => string;
  /** Where "Add unit" leads; without it there is no such link (no Add right). */
  newUnitHref?: string;
  /** Shows "Add several units", which calls this. */
  onAddSeveral?: () => void;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  defaultQuery?: Partial<UnitListState>;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;
const statusLabel = (status: string) => UNIT_STATUSES.find((s) => s.value === status)?.label ?? status;

const FILTERS: readonly ListFilter<UnitListState>[] = [
  { name: 'status', label: 'Status', className: 'w-40 shrink-0', options: UNIT_STATUS_FILTERS },
  { name: 'type', label: 'Unit type', className: 'w-40 shrink-0', options: UNIT_TYPE_FILTERS },
  { name: 'listed', label: 'Listing', className: 'w-40 shrink-0', options: UNIT_LISTED_FILTERS },
];

const columns: DataTableColumn<RentalUnitListItem>[] = [
  { id: 'unitNumber', header: 'Number', sortable: true, primary: true, className: 'whitespace-nowrap' },
  // Status first after the unit: it is what a manager looks for, and it stays in sight in a narrow list.
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (u) => (
      <Badge variant={u.status === 'vacant' ? 'default' : u.status === 'offline' ? 'outline' : 'secondary'}>
        {statusLabel(u.status)}
      </Badge>
    ),
  },
  { id: 'type', header: 'Type', sortable: true, cell: (u) => unitTypeLabel(u.type) },
  {
    id: 'size',
    header: 'Size (sq ft)',
    sortable: true,
    align: 'end',
    cell: (u) => (u.squareFeet === null ? '' : u.squareFeet.toLocaleString('en-US')),
  },
  {
    id: 'door',
    header: 'Door (W × H)',
    className: 'whitespace-nowrap',
    cell: (u) => doorText(u.doorWidthFt, u.doorHeightFt),
  },
  {
    id: 'rent',
    header: 'Market rent',
    sortable: true,
    align: 'end',
    cell: (u) => rentText(u.marketRentCents),
  },
  { id: 'listed', header: 'Listed', cell: (u) => listedText(u, statusLabel(u.status)) },
  {
    id: 'available',
    header: 'Available',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (u) =>
      u.dateAvailable ? (
        <time dateTime={u.dateAvailable}>{updatedText(`${u.dateAvailable}T12:00:00`)}</time>
      ) : null,
  },
];

/**
 * The rental units of `propertyID`, read through `useResourceList('rentalUnit', …)`, in natural number order
 * (H-2 before H-10) unless another sort is chosen. Needs a `ManagementProvider` above it.
 *
 * @example
 * <RentalUnitList propertyID={301} getUnitHref={(u) => `/manageunitsfor/301/unit/${u.id}`} />
 */
export function RentalUnitList({
  propertyID,
  getUnitHref,
  newUnitHref,
  onAddSeveral,
  renderLink = defaultLink,
  defaultQuery,
}: RentalUnitListProps) {
  const listState = useListState<UnitListState>(() => ({
    ...DEFAULT_UNIT_LIST_STATE,
    ...defaultQuery,
  }));
  const { state, change } = listState;
  const query = useMemo(() => unitListQuery(propertyID, state), [propertyID, state]);
  const list = useResourceList<RentalUnitListItem>('rentalUnit', query);
  const addLink = newUnitHref
    ? renderLink({
        href: newUnitHref,
        className: buttonVariants({ size: 'sm' }),
        children: 'Add unit',
        'data-slot': 'rental-unit-list-new',
      })
    : null;
  const actions =
    addLink || onAddSeveral ? (
      <div data-slot="rental-unit-list-actions" className="flex flex-wrap gap-2">
        {addLink}
        {onAddSeveral && (
          <Button type="button" size="sm" variant="outline" onClick={onAddSeveral}>
            Add several units
          </Button>
        )}
      </div>
    ) : null;

  return (
    <div data-slot="rental-unit-list" className="@container grid min-w-0 gap-4">
      <div data-slot="rental-unit-list-toolbar" className="flex flex-wrap items-end gap-3">
        <ListFilters filters={FILTERS} listState={listState} />
        {actions}
      </div>
      <ResourceListTable<RentalUnitListItem, UnitListState>
        list={list}
        caption="Rental units"
        hideCaption
        columns={columns}
        getRowHref={getUnitHref}
        renderLink={renderLink}
        loadingLabel="Loading units…"
        listState={listState}
        filtered={isUnitListFiltered(state)}
        noMatch={{
          title: 'No units match',
          description: 'No unit of this property has these filters.',
          clearLabel: 'Clear the filters',
          onClear: () => change({ status: 'all', type: 'all', listed: 'all' }),
        }}
        noneYet={{
          title: 'No units yet',
          description: 'Add the hangars, tie-downs, offices or apartments this property lets.',
          action: actions ?? undefined,
        }}
      />
    </div>
  );
}
