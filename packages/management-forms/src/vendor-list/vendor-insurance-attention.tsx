// The vendors of a company whose insurance needs attention (expiring within 30 days, or expired), soonest
// first, each linking to its page; for the management home page.
import type { VendorListItem } from '@hangar/contracts';
import { DelayedSpinner, type DataTableLinkProps } from '@hangar/ui';
import { useId, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { InsuranceBadge } from '../vendor-form/insurance-badge';
import { calendarDateText } from '../vendor-form/vendor-form-rules';

/** How many vendors the section lists before "See all …". */
export const ATTENTION_LIMIT = 5;

export type VendorInsuranceAttentionProps = {
  managementCompanyID: number;
  /** The company's name, for the loading label. */
  companyName?: string;
  /** Where a vendor leads (its page). */
  getVendorHref: (vendor: VendorListItem) => string;
  /** The vendor list filtered to those needing attention (`?insurance=attention`). */
  allHref: string;
  /** Renders links with the app's router; defaults to plain anchors. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** The heading's level (3 under a company card's h2). */
  headingLevel?: 2 | 3;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;
const linkClass = 'underline-offset-4 hover:underline focus-visible:underline';

/**
 * For the management home page: the company's vendors whose insurance expires within 30 days or has expired,
 * soonest first, each leading to its page, with a link to the vendor list filtered to them (`allHref`); says
 * every certificate is current when none needs attention. Needs a `ManagementProvider` above it.
 */
export function VendorInsuranceAttention({
  managementCompanyID,
  companyName,
  getVendorHref,
  allHref,
  renderLink = defaultLink,
  headingLevel = 3,
}: VendorInsuranceAttentionProps) {
  const headingId = useId();
  const list = useResourceList<VendorListItem>('vendor', {
    managementCompanyID,
    insurance: 'attention',
    sort: 'insurance',
    dir: 'asc',
    page: 1,
    pageSize: ATTENTION_LIMIT,
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const state = list.error ? 'failed' : list.data ? (total === 0 ? 'empty' : 'loaded') : 'loading';
  return (
    <section
      aria-labelledby={headingId}
      data-slot="vendor-insurance-attention"
      data-state={state}
      className="grid gap-2"
    >
      <Heading id={headingId} className="text-sm font-semibold">
        Vendor insurance needing attention
      </Heading>
      {list.error ? (
        <p className="text-sm text-destructive">Vendor insurance unavailable: {list.error.message}</p>
      ) : !list.data ? (
        <DelayedSpinner loading label={`Loading the vendor insurance of ${companyName ?? 'the company'}`} />
      ) : total === 0 ? (
        <p className="text-sm text-muted-foreground">No vendor’s insurance is expiring or expired.</p>
      ) : (
        <>
          <ul className="grid gap-1 text-sm">
            {items.map((vendor) => (
              <li
                key={vendor.id}
                data-slot="vendor-insurance-attention-item"
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b py-1"
              >
                {renderLink({
                  href: getVendorHref(vendor),
                  className: linkClass,
                  children: vendor.fileAs,
                  'data-slot': 'vendor-insurance-attention-link',
                })}
                <span className="flex flex-wrap items-center gap-2">
                  <InsuranceBadge state={vendor.insuranceState} />
                  {vendor.insuranceExpires && (
                    <span className="text-xs text-muted-foreground">
                      {vendor.insuranceState === 'expired' ? 'expired ' : 'expires '}
                      <time dateTime={vendor.insuranceExpires}>
                        {calendarDateText(vendor.insuranceExpires)}
                      </time>
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {total > items.length &&
            renderLink({
              href: allHref,
              className: `${linkClass} text-sm`,
              children: `See all ${total} vendors needing attention`,
              'data-slot': 'vendor-insurance-attention-all',
            })}
        </>
      )}
    </section>
  );
}
