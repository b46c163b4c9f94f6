// PropertyList: a company's properties with search, type, active and vacancy filters, sort and paging.
import { propertyTypeLabel, type PropertyListItem } from '@hangar/contracts';
import {
  Badge,
  Button,
  buttonVariants,
  Checkbox,
  Field,
  Label,
  SearchBox,
  SimpleSelect,
  type DataTableColumn,
  type DataTableLinkProps,
  type DataTableSort,
} from '@hangar/ui';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { ResourceTable } from '../lib/resource-table';
import {
  DEFAULT_PROPERTY_LIST_STATE,
  isPropertyListFiltered,
  propertyListQuery,
  PROPERTY_TYPE_FILTERS,
  type PropertyActiveFilter,
  type PropertyListState,
  type PropertySort,
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
 * `onQueryChange` to keep the state in the URL (`propertyListSearchParams` translates it).
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
  const [ownState, setOwnState] = useState<PropertyListState>(() => ({
    ...DEFAULT_PROPERTY_LIST_STATE,
    ...defaultQuery,
  }));
  const state = query ?? ownState;
  const setState = (next: PropertyListState) => {
    if (!query) setOwnState(next);
    onQueryChange?.(next);
  };
  const change = (next: Partial<PropertyListState>) => setState({ ...state, page: 1, ...next });
  const [text, setText] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setText(state.q);
  }
  const vacantId = useId();

  const listQuery = useMemo(
    () => propertyListQuery(managementCompanyID, state),
    [managementCompanyID, state],
  );
  const list = useResourceList<PropertyListItem>('property', listQuery);
  const addLink = newPropertyHref
    ? renderLink({
        href: newPropertyHref,
        className: buttonVariants({ size: 'sm' }),
        children: 'Add property',
        'data-slot': 'property-list-new',
      })
    : null;
  const clear = () => {
    setText('');
    change({ q: '', type: 'all', active: 'true', vacant: false });
  };

  return (
    <div data-slot="property-list" className="@container grid min-w-0 gap-4">
      <div data-slot="property-list-toolbar" className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search properties"
          placeholder="Name or city"
          className="min-w-48 flex-[2_1_16rem]"
          value={text}
          onValueChange={setText}
          onSearch={(q) => change({ q })}
        />
        <Field label="Type" className="w-44 shrink-0">
          <SimpleSelect
            options={PROPERTY_TYPE_FILTERS}
            value={state.type}
            onValueChange={(type) => change({ type: type as PropertyListState['type'] })}
          />
        </Field>
        <Field label="Status" className="w-32 shrink-0">
          <SimpleSelect
            options={ACTIVE_FILTERS}
            value={state.active}
            onValueChange={(active) => change({ active: active as PropertyActiveFilter })}
          />
        </Field>
        <div className="flex h-9 items-center gap-2">
          <Checkbox
            id={vacantId}
            checked={state.vacant}
            onCheckedChange={(checked) => change({ vacant: checked === true })}
          />
          <Label htmlFor={vacantId}>With vacant units</Label>
        </div>
        {addLink && <div className="flex flex-wrap gap-2">{addLink}</div>}
      </div>
      <ResourceTable<PropertyListItem>
        list={list}
        caption="Properties"
        hideCaption
        columns={columns}
        getRowHref={getPropertyHref}
        renderLink={renderLink}
        sort={state.sort}
        onSortChange={(sort: DataTableSort) =>
          change({ sort: { id: sort.id as PropertySort, desc: sort.desc } })
        }
        loadingLabel="Loading properties…"
        empty={
          isPropertyListFiltered(state)
            ? {
                title: 'No properties match',
                description: 'No property has this search and these filters.',
                action: (
                  <Button type="button" variant="outline" size="sm" onClick={clear}>
                    Clear the search and filters
                  </Button>
                ),
              }
            : {
                title: 'No properties yet',
                description: 'Add the buildings, hangar rows and lots this company manages.',
                action: addLink ?? undefined,
              }
        }
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={(page) => setState({ ...state, page })}
        onPageSizeChange={(pageSize) => change({ pageSize })}
      />
    </div>
  );
}
