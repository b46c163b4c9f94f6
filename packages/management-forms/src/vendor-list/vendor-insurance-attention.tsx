// The vendors of a company whose insurance needs attention (expiring within 30 days, or expired), soonest
// first, each linking to its page; for the management home page.
import type { VendorListItem } from '@hangar/contracts';
import type { DataTableLinkProps } from '@hangar/ui';
import type { ReactNode } from 'react';
import { useResourceList } from '../data';
import { defaultHomeLink, HomeListPanel, homeLinkClass } from '../lib/home-list-panel';
import { InsuranceExpiry } from '../vendor-form/insurance-badge';

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
  renderLink = defaultHomeLink,
  headingLevel = 3,
}: VendorInsuranceAttentionProps) {
  const list = useResourceList<VendorListItem>('vendor', {
    managementCompanyID,
    insurance: 'attention',
    sort: 'insurance',
    dir: 'asc',
    page: 1,
    pageSize: ATTENTION_LIMIT,
  });
  return (
    <HomeListPanel<VendorListItem>
      slot="vendor-insurance-attention"
      title="Vendor insurance needing attention"
      headingLevel={headingLevel}
      list={list}
      loadingLabel={`Loading the vendor insurance of ${companyName ?? 'the company'}`}
      failedText="Vendor insurance unavailable"
      emptyText="No vendor’s insurance is expiring or expired."
      renderLink={renderLink}
      renderRow={(vendor) => ({
        main: renderLink({
          href: getVendorHref(vendor),
          className: homeLinkClass,
          children: vendor.fileAs,
          'data-slot': 'vendor-insurance-attention-link',
        }),
        aside: (
          <InsuranceExpiry
            state={vendor.insuranceState}
            expires={vendor.insuranceExpires}
            className="flex flex-wrap items-center gap-2"
          />
        ),
      })}
      allLink={(total, shown) =>
        total > shown ? { href: allHref, text: `See all ${total} vendors needing attention` } : null
      }
    />
  );
}
