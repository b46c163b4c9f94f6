// LedgerSummaryPanel: a company's money on the management home: this month's rent charged, collected and
// outstanding, and two charts over the last twelve months (occupancy; charged against collected), each with
// its numbers in a table to open (the charts themselves are pictures; the tables are what is read and reached).
import { DelayedSpinner } from '@hangar/ui';
import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useOperation } from '../data';
import { centsWords } from '../lease-ledger/ledger-rules';
import { compactDollars, longMonthText, summaryRows, type SummaryRow } from './ledger-summary-rules';

export type LedgerSummaryPanelProps = {
  managementCompanyID: number;
  /** Names the company in the loading and failure messages. */
  companyName?: string;
  /** The charts' height in px (default 200). */
  chartHeight?: number;
};

const axis = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
};

/**
 * The money of `managementCompanyID` from `LedgerSummary/{mgmtCoId}`; show it only to users with Lease ledger
 * View. Needs a `ManagementProvider` above it.
 *
 * @example
 * <LedgerSummaryPanel managementCompanyID={1} companyName="Alpha" />
 */
export function LedgerSummaryPanel({
  managementCompanyID,
  companyName = 'the company',
  chartHeight = 200,
}: LedgerSummaryPanelProps) {
  const summary = useOperation('LedgerSummary', { mgmtCoId: managementCompanyID });
  const headingId = useId();
  const state = summary.error && !summary.data ? 'failed' : summary.data ? 'loaded' : 'loading';
  return (
    <section
      aria-labelledby={headingId}
      data-slot="ledger-summary"
      data-state={state}
      className="@container grid min-w-0 gap-3"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        Rent {summary.data ? `in ${longMonthText(summary.data.month)}` : 'this month'}
      </h3>
      {state === 'failed' ? (
        <p className="text-sm text-destructive">Rent figures unavailable: {summary.error?.message}</p>
      ) : !summary.data ? (
        <DelayedSpinner loading label={`Loading the rent figures of ${companyName}`} />
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            {(
              [
                ['Charged', summary.data.chargedCents],
                ['Collected', summary.data.collectedCents],
                ['Outstanding', summary.data.outstandingCents],
              ] as const
            ).map(([label, cents]) => (
              <div key={label} data-name={label.toLowerCase()} className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{centsWords(cents)}</dd>
              </div>
            ))}
          </dl>
          <div className="grid min-w-0 gap-4 @3xl:grid-cols-2">
            <OccupancyChart rows={summaryRows(summary.data)} height={chartHeight} />
            <CollectionsChart rows={summaryRows(summary.data)} height={chartHeight} />
          </div>
        </>
      )}
    </section>
  );
}

function ChartFigure({
  slot,
  title,
  description,
  height,
  chart,
  table,
}: {
  slot: string;
  title: string;
  description: string;
  height: number;
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  return (
    <figure data-slot={slot} className="grid min-w-0 gap-2 rounded-md border p-3">
      <figcaption className="grid gap-0.5">
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </figcaption>
      {/* The picture of the numbers below: screen readers and keyboards use the table. */}
      <div aria-hidden="true" style={{ height }} className="min-w-0">
        <ResponsiveContainer width="100%" height={height}>
          {chart}
        </ResponsiveContainer>
      </div>
      <details data-slot={`${slot}-numbers`} className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
          The numbers of {title.toLowerCase()}
        </summary>
        <div className="mt-2 max-w-full overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

const cell = 'px-2 py-1 text-right tabular-nums';
const head = 'px-2 py-1 text-right font-medium';

function OccupancyChart({ rows, height }: { rows: SummaryRow[]; height: number }) {
  return (
    <ChartFigure
      slot="occupancy-chart"
      title="Occupancy"
      description="Occupied units ÷ units, each month of the last twelve."
      height={height}
      chart={
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
          <YAxis
            domain={[0, 100]}
            tick={axis}
            tickFormatter={(v: number) => `${v}%`}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip contentStyle={tooltipStyle} formatter={(v) => [`${String(v)}%`, 'Occupancy']} />
          <Line
            type="monotone"
            dataKey="occupancy"
            name="Occupancy"
            stroke="var(--info)"
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        </LineChart>
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">Occupancy by month</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                Month
              </th>
              <th scope="col" className={head}>
                Occupied
              </th>
              <th scope="col" className={head}>
                Units
              </th>
              <th scope="col" className={head}>
                Occupancy
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {r.label}
                </th>
                <td className={cell}>{r.occupied}</td>
                <td className={cell}>{r.units}</td>
                <td className={cell}>{r.occupancy}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function CollectionsChart({ rows, height }: { rows: SummaryRow[]; height: number }) {
  return (
    <ChartFigure
      slot="collections-chart"
      title="Collections"
      description="Rent and charges falling due against payments received, each month of the last twelve."
      height={height}
      chart={
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
          <YAxis tick={axis} tickFormatter={compactDollars} tickLine={false} axisLine={false} />
          <Tooltip
            contentStyle={tooltipStyle}
            cursor={{ fill: 'var(--muted)' }}
            formatter={(v, name) => [centsWords(Number(v)), String(name)]}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: 'var(--muted-foreground)' }} />
          <Bar
            dataKey="chargedCents"
            name="Charged"
            fill="var(--primary)"
            radius={[2, 2, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="collectedCents"
            name="Collected"
            fill="var(--success)"
            radius={[2, 2, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">Charged and collected by month</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                Month
              </th>
              <th scope="col" className={head}>
                Charged
              </th>
              <th scope="col" className={head}>
                Collected
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {r.label}
                </th>
                <td className={cell}>{centsWords(r.chargedCents)}</td>
                <td className={cell}>{centsWords(r.collectedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
