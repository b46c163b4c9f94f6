// HomeListPanel: a short list on the management home page (the first few of a resource list, each leading to
// its page, and a link to the whole list), with its loading, failed and empty states.
import type { ListAnswer } from '@hangar/contracts';
import { DelayedSpinner, type DataTableLinkProps } from '@hangar/ui';
import { useId, type ReactNode } from 'react';
import type { ResourceQuery } from '../data';

export const homeLinkClass = 'underline-offset-4 hover:underline focus-visible:underline';
export const defaultHomeLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

export type HomeListPanelProps<Row extends { id: number }> = {
  /** The section's `data-slot`; each row is `{slot}-item`, the whole-list link `{slot}-all`. */
  slot: string;
  title: string;
  headingLevel: 2 | 3;
  list: ResourceQuery<ListAnswer<Row>>;
  /** Says what is loading, for the spinner. */
  loadingLabel: string;
  /** Says what could not be read, before the error's message ("Work orders unavailable"). */
  failedText: string;
  /** Says that there is nothing to show. */
  emptyText: string;
  /** One row: what it leads to on the left and its state on the right. */
  renderRow: (row: Row) => { main: ReactNode; aside: ReactNode };
  /** The link to the whole list, given the total and how many are shown; none when it answers null. */
  allLink: (total: number, shown: number) => { href: string; text: string } | null;
  renderLink: (props: DataTableLinkProps) => ReactNode;
};

/** The panel; its `data-state` is loading, failed, empty or loaded. */
export function HomeListPanel<Row extends { id: number }>({
  slot,
  title,
  headingLevel,
  list,
  loadingLabel,
  failedText,
  emptyText,
  renderRow,
  allLink,
  renderLink,
}: HomeListPanelProps<Row>) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const state = list.error ? 'failed' : list.data ? (total === 0 ? 'empty' : 'loaded') : 'loading';
  const all = list.data && total > 0 ? allLink(total, items.length) : null;
  return (
    <section aria-labelledby={headingId} data-slot={slot} data-state={state} className="grid gap-2">
      <Heading id={headingId} className="text-sm font-semibold">
        {title}
      </Heading>
      {list.error ? (
        <p className="text-sm text-destructive">
          {failedText}: {list.error.message}
        </p>
      ) : !list.data ? (
        <DelayedSpinner loading label={loadingLabel} />
      ) : total === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <>
          <ul className="grid gap-1 text-sm">
            {items.map((row) => {
              const { main, aside } = renderRow(row);
              return (
                <li
                  key={row.id}
                  data-slot={`${slot}-item`}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b py-1"
                >
                  {main}
                  {aside}
                </li>
              );
            })}
          </ul>
          {all &&
            renderLink({
              href: all.href,
              className: `${homeLinkClass} text-sm`,
              children: all.text,
              'data-slot': `${slot}-all`,
            })}
        </>
      )}
    </section>
  );
}
