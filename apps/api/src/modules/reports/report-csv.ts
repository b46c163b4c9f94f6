// The reports as CSV: every cell through `csvCell` (text a spreadsheet would run is neutralised), money in dollars.
import { centsText, toCsv, type Collections, type Receivables, type RentRoll } from '@hangar/contracts';

export function rentRollCsv(report: RentRoll): string {
  const t = report.totals;
  return toCsv([
    ['Property', 'Unit', 'Tenants', 'Lease start', 'Lease end', 'Rent', 'Deposit held', 'Balance'],
    ...report.rows.map((r) => [
      r.propertyName,
      r.unitNumber,
      r.leaseID === null ? 'Vacant' : r.tenants,
      r.startDate,
      r.endDate,
      r.rentCents === null ? null : centsText(r.rentCents),
      centsText(r.depositHeldCents),
      centsText(r.balanceCents),
    ]),
    [
      `Total (${t.occupied} of ${t.units} units leased)`,
      '',
      '',
      '',
      '',
      centsText(t.rentCents),
      centsText(t.depositHeldCents),
      centsText(t.balanceCents),
    ],
  ]);
}

export function receivablesCsv(report: Receivables): string {
  const money = (r: Receivables['totals']) => [
    centsText(r.current),
    centsText(r.days1to30),
    centsText(r.days31to60),
    centsText(r.days61to90),
    centsText(r.over90),
    centsText(r.totalCents),
    centsText(r.creditCents),
  ];
  return toCsv([
    [
      'Property',
      'Unit',
      'Tenants',
      'Current',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
      'Total owed',
      'Credit',
    ],
    ...report.rows.map((r) => [r.propertyName, r.unitNumber, r.tenants, ...money(r)]),
    ['Total', '', '', ...money(report.totals)],
  ]);
}

export function collectionsCsv(report: Collections): string {
  const money = (r: Collections['totals']) => [
    centsText(r.chargedCents),
    centsText(r.collectedCents),
    centsText(r.outstandingCents),
  ];
  return toCsv([
    ['Property', 'Charged', 'Collected', 'Outstanding'],
    ...report.rows.map((r) => [r.propertyName, ...money(r)]),
    ['Total', ...money(report.totals)],
  ]);
}
