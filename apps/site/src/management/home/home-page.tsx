// The management home: the companies the user may administer, each with its counts and latest changes.
import {
  Access,
  hasAccess,
  MgmtCoFeature,
  PropertyFeature,
  type CompanyIdentity,
  type MgmtCoSummary,
} from '@hangar/contracts';
import {
  LedgerSummaryPanel,
  OpenWorkOrders,
  useOperation,
  VendorInsuranceAttention,
} from '@hangar/management-forms';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DelayedSpinner,
  EmptyState,
  PageHeader,
} from '@hangar/ui';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../pages/page-title';
import { useLoginSession } from '../../session/site-session';
import { anyPropertyAccess, companyAccess } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { routerLink } from '../shell/router-link';
import { vendorListPath, vendorPath } from '../vendors/vendor-paths';
import { workOrderListPath, workOrderPath } from '../work-orders/work-order-paths';
import type { ManagementHandle } from '../shell/route-handle';
import { recentChangeHref } from './recent-change-link';
import { changeTime, changeWords } from './recent-change-words';

export const handle: ManagementHandle = { crumb: () => 'Management' };

const COUNTS: {
  key: keyof Omit<MgmtCoSummary, 'id' | 'name' | 'capped'>;
  label: string;
  path?: string;
  /** A page outside the company's address (`/waitlist/{id}`). */
  to?: (companyId: number) => string;
  feature?: number;
}[] = [
  { key: 'users', label: 'Users', path: '/User', feature: MgmtCoFeature.Users },
  { key: 'contacts', label: 'Contacts', path: '/Contacts', feature: MgmtCoFeature.Contacts },
  { key: 'properties', label: 'Properties', path: '/Properties', feature: MgmtCoFeature.Properties },
  { key: 'units', label: 'Rental units', path: '/Units', feature: PropertyFeature.RentalUnits },
  {
    key: 'vacantUnits',
    label: 'Vacant units',
    path: '/Units?status=vacant',
    feature: PropertyFeature.RentalUnits,
  },
  { key: 'waiting', label: 'Waiting', to: (id) => `/waitlist/${id}`, feature: MgmtCoFeature.Waitlist },
];

const linkClass = 'underline-offset-4 hover:underline focus-visible:underline';

function Counts({ company, may }: { company: CompanyIdentity; may: (feature: number) => boolean }) {
  const summary = useOperation('MgmtCoSummary', { id: company.id });
  if (summary.error) {
    return (
      <p data-slot="company-counts" data-state="failed" className="text-sm text-destructive">
        Counts unavailable: {summary.error.message}
      </p>
    );
  }
  if (!summary.data) {
    return (
      <div data-slot="company-counts" data-state="loading">
        <DelayedSpinner loading label={`Loading the counts of ${company.fileAs}`} />
      </div>
    );
  }
  const data = summary.data;
  // A figure of a feature the user may not see at all comes as null: it is left out, not shown as 0.
  const shown = COUNTS.filter(({ key }) => data[key] !== null);
  return (
    <dl data-slot="company-counts" data-state="loaded" className="grid grid-cols-2 gap-2 sm:grid-cols-6">
      {shown.map(({ key, label, path, to, feature }) => (
        <div key={key} data-name={key} className="rounded-md border p-2">
          <dt className="text-xs text-muted-foreground">
            {(path || to) && feature && may(feature) ? (
              <Link to={to ? to(company.id) : `/MgmtCoAdmin/${company.id}${path}`} className={linkClass}>
                {label}
              </Link>
            ) : (
              label
            )}
          </dt>
          <dd className="text-lg font-semibold tabular-nums">
            {data[key]!.toLocaleString()}
            {(data.capped as readonly string[]).includes(key) ? '+' : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RecentChanges({ company }: { company: CompanyIdentity }) {
  const changes = useOperation('RecentChanges', { managementCompanyID: company.id, limit: 10 });
  const headingId = `recent-${company.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="recent-changes"
      data-state={changes.error ? 'failed' : changes.data ? 'loaded' : 'loading'}
      className="grid gap-2"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        Recent changes
      </h3>
      {changes.error ? (
        <p className="text-sm text-destructive">Recent changes unavailable: {changes.error.message}</p>
      ) : !changes.data ? (
        <DelayedSpinner loading label={`Loading the recent changes of ${company.fileAs}`} />
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes yet.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {changes.data.map((change) => {
            const href = recentChangeHref(company.id, change);
            const who = change.effectiveUserName ?? change.actorUserName;
            const words = changeWords(change);
            return (
              <li key={change.id} className="flex flex-wrap justify-between gap-x-4 border-b py-1">
                <span>
                  {words.lead}
                  {words.joiner}
                  {href ? (
                    <Link to={href} className={linkClass}>
                      {change.label}
                    </Link>
                  ) : (
                    change.label
                  )}
                </span>
                <span className="text-xs text-muted-foreground">
                  {who && <>{who} · </>}
                  <time dateTime={change.timeUtc}>{changeTime(change.timeUtc, company.timeZone)}</time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CompanyCard({ company }: { company: CompanyIdentity }) {
  const { me } = useManagementShell();
  const may = (feature: number) => !!me && hasAccess(companyAccess(me, company.id, feature), Access.View);
  const seesLedger =
    !!me && hasAccess(anyPropertyAccess(me, company.id, PropertyFeature.Ledger), Access.View);
  const seesWorkOrders =
    !!me && hasAccess(anyPropertyAccess(me, company.id, PropertyFeature.WorkOrders), Access.View);
  return (
    <li>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="flex flex-wrap items-center gap-2 text-lg">
              {may(MgmtCoFeature.Company) ? (
                <Link to={`/MgmtCoAdmin/${company.id}`} className={linkClass}>
                  {company.fileAs}
                </Link>
              ) : (
                company.fileAs
              )}
              {!company.isActive && <Badge variant="secondary">inactive</Badge>}
            </h2>
          </CardTitle>
          {company.name !== company.fileAs && <CardDescription>{company.name}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">
          <Counts company={company} may={may} />
          {seesLedger && <LedgerSummaryPanel managementCompanyID={company.id} companyName={company.fileAs} />}
          <RecentChanges company={company} />
          {seesWorkOrders && (
            <OpenWorkOrders
              managementCompanyID={company.id}
              companyName={company.fileAs}
              getWorkOrderHref={(order) => workOrderPath(company.id, order.id)}
              allHref={workOrderListPath(company.id)}
              renderLink={routerLink}
            />
          )}
          {may(MgmtCoFeature.Vendors) && (
            <VendorInsuranceAttention
              managementCompanyID={company.id}
              companyName={company.fileAs}
              getVendorHref={(vendor) => vendorPath(company.id, vendor.kind, vendor.id)}
              allHref={vendorListPath(company.id, 'insurance=attention')}
              renderLink={routerLink}
            />
          )}
        </CardContent>
      </Card>
    </li>
  );
}

export function Component() {
  usePageTitle('Management');
  const session = useLoginSession();
  const { me, companies, companiesError } = useManagementShell();
  const name = me?.fileAs ?? session?.fileAs ?? '';
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Welcome, ${name}`}
        description="The management companies you administer."
        actions={me?.isSystemAdmin ? <Badge variant="info">System administrator</Badge> : undefined}
      />
      {companiesError ? (
        <p role="alert" className="text-sm text-destructive">
          {companiesError.message}
        </p>
      ) : !companies ? (
        <DelayedSpinner loading label="Loading management companies" />
      ) : companies.length === 0 ? (
        <EmptyState icon={<Building2 />} title="No management companies to show" titleAs="h2" />
      ) : (
        <ul className="grid gap-4" data-testid="company-list">
          {companies.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </ul>
      )}
    </div>
  );
}
