// What the vendor routes declare for the shell: their crumbs and the rights they need.
import { MgmtCoFeature, type ContactKind } from '@hangar/contracts';
import { editing, viewing } from '../access/access-rules';
import type { Crumb, CrumbContext, ManagementHandle } from '../shell/route-handle';
import { vendorListPath } from './vendor-paths';

const NOUN: Record<ContactKind, string> = { individual: 'individual vendor', company: 'company vendor' };
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The vendor form's title and crumb: "New company vendor", "Individual vendor". */
export const vendorNoun = (kind: ContactKind, isNew: boolean) =>
  isNew ? `New ${NOUN[kind]}` : capital(NOUN[kind]);

/** The company and its vendor list before a vendor page. */
const companyCrumbs = ({ companyId, companyName }: CrumbContext): Crumb[] =>
  companyId > 0
    ? [
        { label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` },
        { label: 'Vendors', href: vendorListPath(companyId) },
      ]
    : [];

/** `/vendors/:id`, around the list and the forms of company `:id`. */
export const vendorAreaHandle: ManagementHandle = {
  crumbs: companyCrumbs,
  requires: () => viewing(MgmtCoFeature.Vendors),
};

/** A vendor form under `/vendors/:id`. */
export const vendorEditHandle = (kind: ContactKind): ManagementHandle => ({
  crumb: ({ params }) => vendorNoun(kind, params.vendorId === 'new'),
  requires: (params) => editing(MgmtCoFeature.Vendors, params.vendorId),
});

/** A vendor form at `/vendoredit{i|c}/:vendorId`, whose company comes from the vendor. */
export const vendorOwnHandle = (kind: ContactKind): ManagementHandle => ({
  crumbs: (context) => [
    ...companyCrumbs(context),
    { label: vendorNoun(kind, context.params.vendorId === 'new'), href: context.pathname },
  ],
  requires: (params) => editing(MgmtCoFeature.Vendors, params.vendorId),
});
