// ListScreen: the frame every list screen of the management face shares: a toolbar (search box, filter selects,
// the list's own controls, its add links) over a ResourceListTable with its "no match" and "none yet" states.
import { buttonVariants, SearchBox, type DataTableLinkProps } from '@hangar/ui';
import { Fragment, useState, type ReactNode } from 'react';
import {
  ListFilters,
  ResourceListTable,
  type ListFilter,
  type ListScreenState,
  type ResourceListTableProps,
} from './resource-table';

/**
 * A text box that shows what is typed while the list's state changes only once typing pauses: when the state
 * changes from outside (the URL, a Clear button), the box follows it.
 */
export function useFollowedText(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return [text, setText];
}

/**
 * A list's add links, the first as the main button and the others outlined; those without `href` (the user
 * may not add) are left out, and with none nothing is shown.
 */
export function addLinks(
  renderLink: (props: DataTableLinkProps) => ReactNode,
  links: readonly { href: string | undefined; label: string; slot: string }[],
): ReactNode | undefined {
  if (!links.some((link) => link.href)) return undefined;
  return links.map(({ href, label, slot }, i) =>
    href ? (
      <Fragment key={slot}>
        {renderLink({
          href,
          className: buttonVariants({ size: 'sm', variant: i === 0 ? 'default' : 'outline' }),
          children: label,
          'data-slot': slot,
        })}
      </Fragment>
    ) : null,
  );
}

/** "No contact matches “smith” with these filters." or, without a search, "No contact has these filters." */
export const noMatchText = (one: string, q: string) =>
  q.trim() ? `No ${one} matches “${q.trim()}” with these filters.` : `No ${one} has these filters.`;

export type ListScreenProps<Row extends { id: number }, S extends ListScreenState & { q: string }> = Omit<
  ResourceListTableProps<Row, S>,
  'noMatch' | 'hideCaption'
> & {
  /** The screen's `data-slot` (its toolbar is `{slot}-toolbar`, its add links `{slot}-actions`). */
  slot: string;
  /** The search box (its text is the state's `q`); none when the list shows no toolbar search. */
  search?: { label: string; placeholder: string; className?: string };
  /** The toolbar's filter selects. */
  filters?: readonly ListFilter<S>[];
  /** The list's own controls, after the filters (a checkbox, a second text box). */
  controls?: ReactNode;
  /** The add links or buttons, last in the toolbar. */
  actions?: ReactNode;
  /**
   * When a search or filter finds nothing: `cleared` is the state that shows everything again, and `onClear`
   * anything else to empty (a second text box).
   */
  noMatch: {
    title: string;
    description: string;
    clearLabel?: string;
    cleared: Partial<S>;
    onClear?: () => void;
  };
};

/** A list screen: toolbar and table, wired to the list's state (`useListState`). */
export function ListScreen<Row extends { id: number }, S extends ListScreenState & { q: string }>({
  slot,
  search,
  filters = [],
  controls,
  actions,
  noMatch: { cleared, onClear, clearLabel = 'Clear the search and filters', ...noMatch },
  listState,
  ...table
}: ListScreenProps<Row, S>) {
  const [text, setText] = useFollowedText(listState.state.q);
  const clear = () => {
    setText('');
    onClear?.();
    listState.change(cleared);
  };
  const toolbar = search || filters.length > 0 || controls || actions;
  return (
    <div data-slot={slot} className="@container grid min-w-0 gap-4">
      {toolbar && (
        <div data-slot={`${slot}-toolbar`} className="flex flex-wrap items-end gap-3">
          {search && (
            <SearchBox
              label={search.label}
              placeholder={search.placeholder}
              className={search.className ?? 'min-w-48 flex-[2_1_16rem]'}
              value={text}
              onValueChange={setText}
              onSearch={(q) => listState.change({ q } as Partial<S>)}
            />
          )}
          <ListFilters filters={filters} listState={listState} />
          {controls}
          {actions && (
            <div data-slot={`${slot}-actions`} className="flex flex-wrap gap-2">
              {actions}
            </div>
          )}
        </div>
      )}
      <ResourceListTable<Row, S>
        {...table}
        hideCaption
        listState={listState}
        noMatch={{ ...noMatch, clearLabel, onClear: clear }}
      />
    </div>
  );
}
