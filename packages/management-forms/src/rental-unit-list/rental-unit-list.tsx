// RentalUnitList: a property's units, or every unit of a company, in natural number order, with a search by unit
// number and status, type and listing filters.
import { unitTypeLabel, UNIT_STATUSES, type RentalUnitListItem } from '@hangar/contracts';
import { Badge, Button, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import { useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { addLinks, ListScreen } from '../lib/list-screen';
import { useListState, type ListFilter } from '../lib/resource-table';
import { updatedText } from '../contact-list/contact-list-rules';
import { doorText, rentText } from '../rental-unit-form/rental-unit-form-rules';
import { AircraftFitFilter } from './aircraft-fit-filter';
import {
  DEFAULT_UNIT_LIST_STATE,
  fitAircraft,
  fitText,
  isUnitListFiltered,
  listedText,
  unitListQuery,
  UNIT_LISTED_FILTERS,
  UNIT_STATUS_FILTERS,
  UNIT_TYPE_FILTERS,
  type UnitListScope,
  type UnitListState,
} from './rental-unit-list-rules';

export type RentalUnitListProps = {
  /** Whose units: a property's (`{ propertyID }`) or every unit of a company (`{ managementCompanyID }`). */
  scope: UnitListScope;
  /** The list's state when the host keeps it (in the URL); with `onQueryChange`. */
  query?: UnitListState;
  onQueryChange?: (query: UnitListState) => void;
  /** Where a unit's row leads (its form). */
  getUnitHref: (unit: RentalUnitListItem) => string;
  /** Where "Add unit" leads; without it there is no such link (no Add right). */
  newUnitHref?: string;
  /** Shows "Add several units", which calls this. */
  onAddSeveral?: () => void;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  defaultQuery?: Partial<UnitListState>;
};

/** Units that have a door (a shade hangar or tie-down is open): one without its size says so. */
const DOORED_TYPES: readonly string[] = ['t-hangar', 'box-hangar'];

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;
const statusLabel = (status: string) => UNIT_STATUSES.find((s) => s.value === status)?.label ?? status;

const FILTERS: readonly ListFilter<UnitListState>[] = [
  { name: 'status', label: 'Status', className: 'w-40 shrink-0', options: UNIT_STATUS_FILTERS },
  { name: 'type', label: 'Unit type', className: 'w-40 shrink-0', options: UNIT_TYPE_FILTERS },
  { name: 'listed', label: 'Listing', className: 'w-40 shrink-0', options: UNIT_LISTED_FILTERS },
];

const numberColumn: DataTableColumn<RentalUnitListItem> = {
  id: 'unitNumber',
  header: 'Number',
  sortable: true,
  primary: true,
  className: 'whitespace-nowrap',
};
/** Beside a company's units: whose property each is. */
const propertyColumn: DataTableColumn<RentalUnitListItem> = {
  id: 'propertyName',
  header: 'Property',
  cell: (u) => u.propertyName,
};

/** With "Fits an aircraft": each door's fit with that aircraft and the room to spare. */
const fitColumn: DataTableColumn<RentalUnitListItem> = {
  id: 'doorFit',
  header: 'Aircraft fit',
  cell: (u) => {
    if (!u.doorFit) return null;
    const { label, detail } = fitText(u.doorFit);
    return (
      <span data-slot="unit-door-fit" className="grid justify-items-start gap-1">
        <Badge
          variant={u.doorFit.fits === 'yes' ? 'success' : u.doorFit.fits === 'no' ? 'destructive' : 'warning'}
        >
          {label}
        </Badge>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
    );
  },
};

const columns: DataTableColumn<RentalUnitListItem>[] = [
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
    cell: (u) =>
      doorText(u.doorWidthFt, u.doorHeightFt) || (DOORED_TYPES.includes(u.type) ? 'Door size unknown' : ''),
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
 * The rental units of a property or a company (`scope`), read through `useResourceList('rentalUnit', …)`, in natural number order
 * (H-2 before H-10) unless another sort is chosen. Needs a `ManagementProvider` above it.
 *
 * @example
 * <RentalUnitList scope={{ propertyID: 301 }} getUnitHref={(u) => `/manageunitsfor/301/unit/${u.id}`} />
 */
export function RentalUnitList({
  scope,
  query: heldQuery,
  onQueryChange,
  getUnitHref,
  newUnitHref,
  onAddSeveral,
  renderLink = defaultLink,
  defaultQuery,
}: RentalUnitListProps) {
  const listState = useListState<UnitListState>(
    () => ({ ...DEFAULT_UNIT_LIST_STATE, ...defaultQuery }),
    heldQuery,
    onQueryChange,
  );
  const { state, change } = listState;
  const companyWide = 'managementCompanyID' in scope;
  const scopeKey = companyWide ? `c${scope.managementCompanyID}` : `p${scope.propertyID}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is read through its key
  const query = useMemo(() => unitListQuery(scope, state), [scopeKey, state]);
  const fitting = fitAircraft(state) !== null;
  const shownColumns = useMemo(
    () => [
      numberColumn,
      ...(companyWide ? [propertyColumn] : []),
      ...(fitting ? [fitColumn] : []),
      ...columns,
    ],
    [companyWide, fitting],
  );
  const list = useResourceList<RentalUnitListItem>('rentalUnit', query);
  const addLink = addLinks(renderLink, [
    { href: newUnitHref, label: 'Add unit', slot: 'rental-unit-list-new' },
  ]);
  const actions =
    addLink || onAddSeveral ? (
      <>
        {addLink}
        {onAddSeveral && (
          <Button type="button" size="sm" variant="outline" onClick={onAddSeveral}>
            Add several units
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <ListScreen<RentalUnitListItem, UnitListState>
      slot="rental-unit-list"
      search={{
        label: 'Search units',
        placeholder: 'Unit number, such as H-1',
        className: 'min-w-40 flex-[2_1_12rem]',
      }}
      filters={FILTERS}
      controls={
        <AircraftFitFilter
          sizes={{ fitsWingspanFt: state.fitsWingspanFt, fitsTailHeightFt: state.fitsTailHeightFt }}
          onChange={(sizes) => change(sizes)}
        />
      }
      actions={actions}
      list={list}
      caption="Rental units"
      columns={shownColumns}
      getRowHref={getUnitHref}
      renderLink={renderLink}
      loadingLabel="Loading units…"
      listState={listState}
      filtered={isUnitListFiltered(state)}
      noMatch={{
        title: 'No units match',
        description: companyWide
          ? 'No unit of the company matches this search and these filters.'
          : 'No unit of this property matches this search and these filters.',
        cleared: {
          q: '',
          status: 'all',
          type: 'all',
          listed: 'all',
          fitsWingspanFt: '',
          fitsTailHeightFt: '',
        },
      }}
      noneYet={{
        title: 'No units yet',
        description: 'Add the hangars, tie-downs, offices or apartments this property lets.',
        action: actions,
      }}
    />
  );
}
