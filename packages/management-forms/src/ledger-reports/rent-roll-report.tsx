// RentRollReport: every unit of a company (or one property) on a day with its lease, rent, deposit held and
// balance, vacant units too, totals last; the day and the property chosen above it; Download CSV.
import type { RentRoll } from '@hangar/contracts';
import { Badge, DateInput, Field, SimpleSelect, type DataTableColumn, localToday } from '@hangar/ui';
import { useMemo, useState } from 'react';
import { useOperation } from '../data';
import { DownloadCsv, ReportTable, TotalCell } from './report-parts';
import { dayText, money, withTotals } from './report-rules';

type Row = RentRoll['rows'][number];
type Totals = RentRoll['totals'];
type Line = ReturnType<typeof withTotals<Row, Totals>>[number];

export type RentRollReportProps = {
  managementCompanyID: number;
  /** The first day shown (YYYY-MM-DD); the browser's today unless told. */
  defaultAsOf?: string;
};

const columns: DataTableColumn<Line>[] = [
  {
    id: 'unit',
    header: 'Unit',
    primary: true,
    className: 'whitespace-nowrap',
    cell: (l) =>
      l.total ? (
        <TotalCell total>Total</TotalCell>
      ) : (
        <span className="grid">
          <span>{l.unitNumber}</span>
          <span className="text-xs text-muted-foreground">{l.propertyName}</span>
        </span>
      ),
  },
  {
    id: 'tenants',
    header: 'Tenants',
    className: 'min-w-40',
    cell: (l) =>
      l.total ? (
        <TotalCell total>
          {l.occupied} of {l.units} units leased
        </TotalCell>
      ) : l.leaseID === null ? (
        <Badge variant="secondary">Vacant</Badge>
      ) : (
        l.tenants
      ),
  },
  {
    id: 'lease',
    header: 'Lease',
    className: 'whitespace-nowrap',
    cell: (l) =>
      l.total || l.leaseID === null
        ? null
        : `${dayText(l.startDate)} – ${l.endDate ? dayText(l.endDate) : 'open'}`,
  },
  {
    id: 'rent',
    header: 'Rent',
    align: 'end',
    cell: (l) => <TotalCell total={l.total}>{money(l.rentCents)}</TotalCell>,
  },
  {
    id: 'deposit',
    header: 'Deposit held',
    align: 'end',
    cell: (l) => <TotalCell total={l.total}>{money(l.depositHeldCents)}</TotalCell>,
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (l) => <TotalCell total={l.total}>{money(l.balanceCents)}</TotalCell>,
  },
];

/**
 * The rent roll of `managementCompanyID` as of a day, for one property or all, read with the `RentRoll`
 * operation; the totals row is the sum of the rows. Needs a `ManagementProvider` above it.
 *
 * @example <RentRollReport managementCompanyID={1} />
 */
export function RentRollReport({ managementCompanyID, defaultAsOf }: RentRollReportProps) {
  const [asOf, setAsOf] = useState(() => defaultAsOf ?? localToday());
  const [property, setProperty] = useState('all');
  const every = useOperation('RentRoll', { mgmtCoId: managementCompanyID, asOf });
  const one = useOperation(
    'RentRoll',
    property === 'all' ? null : { mgmtCoId: managementCompanyID, asOf, propertyID: Number(property) },
  );
  const report = property === 'all' ? every : one;
  const properties = useMemo(() => {
    const seen = new Map<number, string>();
    for (const row of every.data?.rows ?? []) seen.set(row.propertyID, row.propertyName);
    return [
      { value: 'all', label: 'All properties' },
      ...[...seen].map(([id, name]) => ({ value: String(id), label: name })),
    ];
  }, [every.data]);
  const lines = report.data ? withTotals(report.data.rows, report.data.totals, (r) => String(r.unitID)) : [];
  const params = {
    mgmtCoId: managementCompanyID,
    asOf,
    propertyID: property === 'all' ? undefined : property,
  };

  return (
    <section data-slot="rent-roll-report" aria-label="Rent roll" className="@container grid min-w-0 gap-4">
      <div data-slot="rent-roll-toolbar" className="flex flex-wrap items-end gap-3">
        <Field label="As of" className="w-44">
          <DateInput value={asOf} onChange={(day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && setAsOf(day)} />
        </Field>
        <Field label="Property" className="w-60">
          <SimpleSelect options={properties} value={property} onValueChange={setProperty} />
        </Field>
        <DownloadCsv
          operation="RentRoll"
          params={params}
          fileName={`rent-roll-${asOf}.csv`}
          slot="rent-roll-download"
          disabled={!report.data}
        />
      </div>
      <ReportTable<Line>
        caption={`Rent roll as of ${dayText(asOf)}`}
        columns={columns}
        rows={lines}
        loading={report.isLoading}
        loadingLabel="Loading the rent roll…"
        error={report.error?.message}
        onRetry={() => void report.mutate()}
        empty={{ title: 'No units', description: 'Units of the properties you may see appear here.' }}
      />
    </section>
  );
}
