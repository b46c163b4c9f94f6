// AccessTable: a compact read-only table of features × View/Add/Edit/Delete, ticks for what a user may do.
import { cn, Skeleton } from '@hangar/ui';
import { ACCESS_COLUMNS, type AccessRow } from './access-rules';

export type AccessTableProps = {
  caption: React.ReactNode;
  sections: readonly { heading: string; rows: readonly AccessRow[] }[];
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
  className?: string;
  'data-slot'?: string;
};

type CellState = 'granted' | 'some' | 'uncertain' | 'none';

function cellState(row: AccessRow, bit: number): CellState {
  if (row.access & bit) return 'granted';
  if ((row.uncertain ?? 0) & bit) return 'uncertain';
  if (row.some & bit) return 'some';
  return 'none';
}

const cellText: Record<CellState, string> = {
  granted: 'Yes',
  some: 'For some properties or units',
  uncertain: 'Only if another of their groups grants it',
  none: 'No',
};

function Tick({ state }: { state: CellState }) {
  const mark = { granted: '✓', none: '–', some: 'some', uncertain: '?' }[state];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'text-muted-foreground',
        state === 'granted' ? 'font-semibold text-foreground' : 'text-xs font-medium',
      )}
    >
      {mark}
    </span>
  );
}

export function AccessTable({
  caption,
  sections,
  hideCaption = false,
  className,
  'data-slot': slot = 'access-table',
}: AccessTableProps) {
  return (
    <table data-slot={slot} className={cn('w-full border-collapse text-sm', className)}>
      <caption
        data-slot={`${slot}-caption`}
        className={hideCaption ? 'sr-only' : 'caption-top pb-2 text-start font-medium'}
      >
        {caption}
      </caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-1.5 pe-2 text-start font-medium">
            Feature
          </th>
          {ACCESS_COLUMNS.map((c) => (
            <th key={c.bit} scope="col" className="w-12 px-1 py-1.5 text-center font-medium">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      {sections.map((section) => (
        <tbody key={section.heading} data-slot={`${slot}-section`}>
          <tr>
            <th
              scope="rowgroup"
              colSpan={ACCESS_COLUMNS.length + 1}
              className="pt-3 pb-1 text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {section.heading}
            </th>
          </tr>
          {section.rows.map((row) => (
            <tr key={row.featureId} data-slot={`${slot}-row`} className="border-b last:border-b-0">
              <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                {row.name}
              </th>
              {ACCESS_COLUMNS.map((c) => {
                const state = cellState(row, c.bit);
                return (
                  <td
                    key={c.bit}
                    data-slot={`${slot}-cell`}
                    data-state={state}
                    data-access={c.label}
                    className={cn('px-1 py-1.5 text-center', state === 'granted' && 'bg-muted/60')}
                  >
                    <Tick state={state} />
                    <span className="sr-only">{cellText[state]}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/** Stands in for an AccessTable while the access it shows loads. */
export function AccessTableSkeleton() {
  return (
    <div data-slot="access-table-skeleton" className="grid gap-2" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
      <p role="status" className="sr-only">
        Loading their access…
      </p>
    </div>
  );
}
