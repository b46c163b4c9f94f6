// CollectionsReport: a month's charged, collected and still outstanding by property, totals last; the month
// chosen above it; Download CSV.
import type { Collections } from '@hangar/contracts';
import { Field, SimpleSelect, type DataTableColumn, localToday } from '@hangar/ui';
import { useMemo, useState } from 'react';
import { useOperation } from '../data';
import { amountColumn, DownloadCsv, ReportTable, TotalCell } from './report-parts';
import { monthText, recentMonths, withTotals } from './report-rules';

type Row = Collections['rows'][number];
type Totals = Collections['totals'];
type Line = ReturnType<typeof withTotals<Row, Totals>>[number];

export type CollectionsReportProps = {
  managementCompanyID: number;
  /** Today (YYYY-MM-DD): its month is shown first and is the latest offered; the browser's today unless told. */
  today?: string;
};

const amount = (id: keyof Totals, header: string) => amountColumn<Line>(id, header);

const columns: DataTableColumn<Line>[] = [
  {
    id: 'property',
    header: 'Property',
    primary: true,
    cell: (l) => (l.total ? <TotalCell total>Total</TotalCell> : l.propertyName),
  },
  amount('chargedCents', 'Charged'),
  amount('collectedCents', 'Collected'),
  amount('outstandingCents', 'Outstanding'),
];

/**
 * The collections of `managementCompanyID` in a month by property, read with the `Collections` operation;
 * the totals row is the sum of the rows. Needs a `ManagementProvider` above it.
 *
 * @example <CollectionsReport managementCompanyID={1} />
 */
export function CollectionsReport({ managementCompanyID, today }: CollectionsReportProps) {
  const months = useMemo(() => recentMonths(today ?? localToday()), [today]);
  const [month, setMonth] = useState(months[0]!.value);
  const report = useOperation('Collections', { mgmtCoId: managementCompanyID, month });
  const lines = report.data
    ? withTotals(report.data.rows, report.data.totals, (r) => String(r.propertyID))
    : [];
  return (
    <section
      data-slot="collections-report"
      aria-label="Collections"
      className="@container grid min-w-0 gap-4"
    >
      <div data-slot="collections-toolbar" className="flex flex-wrap items-end gap-3">
        <Field label="Month" className="w-52">
          <SimpleSelect options={months} value={month} onValueChange={setMonth} />
        </Field>
        <DownloadCsv
          operation="Collections"
          params={{ mgmtCoId: managementCompanyID, month }}
          fileName={`collections-${month}.csv`}
          slot="collections-download"
          disabled={!report.data}
        />
      </div>
      <ReportTable<Line>
        caption={`Collections in ${monthText(month)}, by property`}
        columns={columns}
        rows={lines}
        loading={report.isLoading}
        loadingLabel="Loading the collections…"
        error={report.error?.message}
        onRetry={() => void report.mutate()}
        empty={{ title: 'No properties', description: 'The properties you may see appear here.' }}
      />
    </section>
  );
}
