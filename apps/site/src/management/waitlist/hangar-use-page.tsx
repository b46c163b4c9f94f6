// `/hangaruse/:id`: a property's hangar-use record on a day — each hangar with its tenant and the aircraft the
// lease records, and the leased hangars with none — on screen and as CSV (what a sponsor shows an inspector).
import { PropertyFeature, unitTypeLabel } from '@hangar/contracts';
import { DownloadCsv, useOperation } from '@hangar/management-forms';
import { Badge, DelayedSpinner, Field, Input, PageHeader, ErrorText } from '@hangar/ui';
import { useState } from 'react';
import { viewing } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';

export const handle: ManagementHandle = {
  crumbs: ({ companyId, companyName, pathname }) => [
    ...(companyId > 0
      ? [{ label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` }]
      : []),
    { label: 'Hangar use', href: pathname },
  ],
  requires: () => ({ ...viewing(PropertyFeature.Leases), anyScope: true }),
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function Component() {
  const { companyId } = useManagementShell();
  useManagementTitle('Hangar use');
  const properties = useOperation('PropertySearch', { managementCompanyID: companyId, pageSize: 100 });
  const [chosen, setChosen] = useState<number | null>(null);
  const [asOf, setAsOf] = useState('');
  const propertyId = chosen ?? properties.data?.items[0]?.id ?? null;
  const params = propertyId === null ? null : { propertyId, ...(DATE.test(asOf) ? { asOf } : {}) };
  const report = useOperation('HangarUseReport', params);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Hangar use"
        description="Each hangar on a day with its tenant and the aircraft it stores, and the leased hangars with no aircraft recorded."
      />
      <div className="flex flex-wrap items-end gap-4">
        {properties.data && properties.data.items.length > 1 && (
          <Field label="Property">
            <select
              className="h-9 rounded-md border bg-background px-2"
              value={propertyId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {properties.data.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label="As of" description="YYYY-MM-DD; empty is today.">
          <Input value={asOf} onChange={(e) => setAsOf(e.target.value)} placeholder="YYYY-MM-DD" />
        </Field>
        {params && (
          <DownloadCsv
            operation="HangarUseReport"
            params={params}
            fileName={`hangar-use-${propertyId}-${report.data?.asOf ?? 'today'}.csv`}
            slot="hangar-use-csv"
            disabled={!report.data}
          />
        )}
      </div>
      {properties.data && properties.data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">This company has no property yet.</p>
      )}
      {report.isLoading && !report.data && <DelayedSpinner loading label="Reading the hangar-use record" />}
      {report.error && <ErrorText>{report.error.message}</ErrorText>}
      {report.data && (
        <section aria-labelledby="hangar-use-heading" className="grid gap-3">
          <h2 id="hangar-use-heading" className="text-lg font-semibold">
            {report.data.propertyName} on {report.data.asOf}
          </h2>
          <p className="text-sm">
            {report.data.totals.hangars} hangars, {report.data.totals.leased} leased,{' '}
            {report.data.totals.withAircraft} with an aircraft recorded,{' '}
            <strong>{report.data.totals.leasedWithoutAircraft} leased with none recorded</strong>.
          </p>
          <div
            className="overflow-x-auto"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
            tabIndex={0}
            role="region"
            aria-label="Hangars and the aircraft they store"
          >
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th className="p-2">Unit</th>
                  <th className="p-2">Type</th>
                  <th className="p-2">Tenant</th>
                  <th className="p-2">Registration</th>
                  <th className="p-2">Aircraft</th>
                </tr>
              </thead>
              <tbody>
                {report.data.rows.map((r) => (
                  <tr key={r.unitID} className="border-b">
                    <td className="p-2 font-medium">{r.unitNumber}</td>
                    <td className="p-2">{unitTypeLabel(r.unitType)}</td>
                    <td className="p-2">
                      {r.leaseID === null ? <span className="text-muted-foreground">Vacant</span> : r.tenants}
                    </td>
                    <td className="p-2">
                      {r.registration ??
                        (r.leaseID === null ? '' : <Badge variant="destructive">No aircraft recorded</Badge>)}
                    </td>
                    <td className="p-2">{r.aircraft}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
