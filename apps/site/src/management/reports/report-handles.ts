// What the money report routes declare for the shell: their crumbs and the right they need (Lease ledger View,
// held for the whole company or for some of its properties: the reports then show only those).
import { PropertyFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import type { ManagementHandle } from '../shell/route-handle';

const reportHandle = (label: string): ManagementHandle => ({
  crumbs: ({ companyId, companyName, pathname }) => [
    ...(companyId > 0
      ? [{ label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` }]
      : []),
    { label, href: pathname },
  ],
  requires: () => ({ ...viewing(PropertyFeature.Ledger), anyScope: true }),
});

/** `/rentroll/:id`. */
export const rentRollHandle = reportHandle('Rent roll');
/** `/receivables/:id`. */
export const receivablesHandle = reportHandle('Receivables');
