// ReceivablesReport: what each lease owes on a day, aged by due date (current, 1–30, 31–60, 61–90, over 90
// days) with its credit beside, totals last; the day chosen above it; Download CSV.
import type { Receivables } from '@hangar/contracts';
import { DateInput, Field, type DataTableColumn, localToday } from '@hangar/ui';
import { useState } from 'react';
import { useOperation } from '../data';
import { amountColumn, DownloadCsv, ReportTable, TotalCell } from './report-parts';
import { dayText, withTotals } from './report-rules';

type Row = Receivables['rows'][number];
type Totals = Receivables['totals'];
type Line = ReturnType<typeof withTotals<Row, Totals>>[number];

export type ReceivablesReportProps = {
  managementCompanyID: number;
  /** The first day shown (YYYY-MM-DD); the browser's today unless told. */
  defaultAsOf?: string;
};

const amount = (id: keyof Totals, header: string) => amountColumn<Line>(id, header);

const columns: DataTableColumn<Line>[] = [
  {
    id: 'lease',
    header: 'Lease',
    primary: true,
    className: 'min-w-40',
    cell: (l) =>
      l.total ? (
        <TotalCell total>Total</TotalCell>
      ) : (
        <span className="grid">
          <span>{l.tenants || 'No tenant named'}</span>
          <span className="text-xs text-muted-foreground">
            {l.propertyName}, unit {l.unitNumber}
          </span>
        </span>
      ),
  },
  amount('current', 'Current'),
  amount('days1to30', '1–30 days'),
  amount('days31to60', '31–60 days'),
  amount('days61to90', '61–90 days'),
  amount('over90', 'Over 90 days'),
  amount('totalCents', 'Total owed'),
  amount('creditCents', 'Credit'),
];

/**
 * The receivables of `managementCompanyID` on a day, aged by due date, read with the `Receivables`
 * operation; the totals row is the sum of the rows. Needs a `ManagementProvider` above it.
 *
 * @example <ReceivablesReport managementCompanyID={1} />
 */
export function ReceivablesReport({ managementCompanyID, defaultAsOf }: ReceivablesReportProps) {
  const [asOf, setAsOf] = useState(() => defaultAsOf ?? localToday());
  const report = useOperation('Receivables', { mgmtCoId: managementCompanyID, asOf });
  const lines = report.data ? withTotals(report.data.rows, report.data.totals, (r) => String(r.leaseID)) : [];
  return (
    <section
      data-slot="receivables-report"
      aria-label="Receivables"
      className="@container grid min-w-0 gap-4"
    >
      <div data-slot="receivables-toolbar" className="flex flex-wrap items-end gap-3">
        <Field label="As of" className="w-44">
          <DateInput value={asOf} onChange={(day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && setAsOf(day)} />
        </Field>
        <DownloadCsv
          operation="Receivables"
          params={{ mgmtCoId: managementCompanyID, asOf }}
          fileName={`receivables-${asOf}.csv`}
          slot="receivables-download"
          disabled={!report.data}
        />
      </div>
      <ReportTable<Line>
        caption={`Receivables as of ${dayText(asOf)}, by days past due`}
        columns={columns}
        rows={lines}
        loading={report.isLoading}
        loadingLabel="Loading the receivables…"
        error={report.error?.message}
        onRetry={() => void report.mutate()}
        empty={{ title: 'Nothing is owed', description: 'Every lease was paid up on this day.' }}
      />
    </section>
  );
}
