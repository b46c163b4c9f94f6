// PropertyList: a company's properties with search, type, active and vacancy filters, sort and paging.
import { propertyTypeLabel, type PropertyListItem } from '@hangar/contracts';
import { Badge, Checkbox, Label, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { addLinks, ListScreen } from '../lib/list-screen';
import { useListState, type ListFilter } from '../lib/resource-table';
import {
  DEFAULT_PROPERTY_LIST_STATE,
  isPropertyListFiltered,
  propertyListQuery,
  PROPERTY_TYPE_FILTERS,
  type PropertyActiveFilter,
  type PropertyListState,
} from './property-list-rules';

export type PropertyListProps = {
  managementCompanyID: number;
  /** Where a property's row leads (its page). */
  getPropertyHref: (property: PropertyListItem) => string;
  /** Where "Add property" leads; without it there is no such link (no Add right). */
  newPropertyHref?: string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** The state, when the caller owns it (to mirror it in the URL). */
  query?: PropertyListState;
  onQueryChange?: (query: PropertyListState) => void;
  defaultQuery?: Partial<PropertyListState>;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const ACTIVE_FILTERS: readonly { value: PropertyActiveFilter; label: string }[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

const FILTERS: readonly ListFilter<PropertyListState>[] = [
  { name: 'type', label: 'Type', className: 'w-44 shrink-0', options: PROPERTY_TYPE_FILTERS },
  { name: 'active', label: 'Status', className: 'w-32 shrink-0', options: ACTIVE_FILTERS },
];

const columns: DataTableColumn<PropertyListItem>[] = [
  { id: 'fileAs', header: 'Name', sortable: true, primary: true, className: 'min-w-44' },
  {
    id: 'type',
    header: 'Type',
    sortable: true,
    cell: (p) => (
      <span className="flex flex-wrap items-center gap-1.5">
        {propertyTypeLabel(p.type)}
        {!p.isActive && (
          <Badge data-slot="property-list-inactive" variant="outline">
            Inactive
          </Badge>
        )}
      </span>
    ),
  },
  { id: 'city', header: 'City', sortable: true },
  { id: 'units', header: 'Units', sortable: true, align: 'end', accessor: 'unitCount' },
  { id: 'vacant', header: 'Vacant', sortable: true, align: 'end', accessor: 'vacantUnitCount' },
  { id: 'managerName', header: 'Manager' },
];

/**
 * The properties of `managementCompanyID`, read through `useResourceList('property', …)`. Pass `query` and
 * `onQueryChange` to keep the state in the URL (`propertyListSearchParams` translates it). Needs a
 * `ManagementProvider` above it.
 *
 * @example
 * <PropertyList managementCompanyID={1} getPropertyHref={(p) => `/properties/${p.id}/Edit/details`} />
 */
export function PropertyList({
  managementCompanyID,
  getPropertyHref,
  newPropertyHref,
  renderLink = defaultLink,
  query,
  onQueryChange,
  defaultQuery,
}: PropertyListProps) {
  const listState = useListState<PropertyListState>(
    () => ({ ...DEFAULT_PROPERTY_LIST_STATE, ...defaultQuery }),
    query,
    onQueryChange,
  );
  const { state, change } = listState;
  const vacantId = useId();
  const listQuery = useMemo(
    () => propertyListQuery(managementCompanyID, state),
    [managementCompanyID, state],
  );
  const list = useResourceList<PropertyListItem>('property', listQuery);
  const addLink = addLinks(renderLink, [
    { href: newPropertyHref, label: 'Add property', slot: 'property-list-new' },
  ]);

  return (
    <ListScreen<PropertyListItem, PropertyListState>
      slot="property-list"
      search={{ label: 'Search properties', placeholder: 'Name or city' }}
      filters={FILTERS}
      controls={
        <div className="flex h-9 items-center gap-2">
          <Checkbox
            id={vacantId}
            checked={state.vacant}
            onCheckedChange={(checked) => change({ vacant: checked === true })}
          />
          <Label htmlFor={vacantId}>With vacant units</Label>
        </div>
      }
      actions={addLink}
      list={list}
      caption="Properties"
      columns={columns}
      getRowHref={getPropertyHref}
      renderLink={renderLink}
      loadingLabel="Loading properties…"
      listState={listState}
      filtered={isPropertyListFiltered(state)}
      noMatch={{
        title: 'No properties match',
        description: 'No property has this search and these filters.',
        cleared: { q: '', type: 'all', active: 'true', vacant: false },
      }}
      noneYet={{
        title: 'No properties yet',
        description: 'Add the buildings, hangar rows and lots this company manages.',
        action: addLink,
      }}
    />
  );
}
