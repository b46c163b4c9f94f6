// The four features pages under /systemadmin (system, management company, property, rental unit): each
// level's features, read-only (SecurityFeatureCatalog), with links between the levels.
import { SystemFeature, type FeatureLevel } from '@hangar/contracts';
import { SecurityFeatureCatalog } from '@hangar/management-forms';
import { cn, PageHeader } from '@hangar/ui';
import { NavLink } from 'react-router-dom';
import { usePageTitle } from '../../pages/page-title';
import type { ManagementHandle } from '../shell/route-handle';
import { routerLink } from '../shell/router-link';
import { systemPageHandle } from './system-handles';
import { FEATURE_PAGES, systemGroupPath } from './system-paths';

function FeaturesPage({ level }: { level: FeatureLevel }) {
  const page = FEATURE_PAGES.find((p) => p.level === level)!;
  const title = `${page.label} features`;
  usePageTitle(`${title} · System administration`);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={title}
        description="Features are fixed by the code: each screen and API route checks its own. Security groups grant them; this page only shows them."
      />
      <nav aria-label="Feature levels">
        <ul className="flex flex-wrap gap-2">
          {FEATURE_PAGES.map((p) => (
            <li key={p.level}>
              <NavLink
                to={p.path}
                className={({ isActive }) =>
                  cn(
                    'inline-flex rounded-md border px-3 py-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    isActive && 'bg-accent font-medium',
                  )
                }
              >
                {p.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SecurityFeatureCatalog
        key={level}
        level={level}
        getGroupHref={(g) =>
          g.level === 'system'
            ? systemGroupPath(g.id)
            : g.managementCompanyID
              ? `/MgmtCoAdmin/${g.managementCompanyID}/SecurityGroup/Edit/${g.id}`
              : undefined
        }
        renderLink={routerLink}
      />
    </div>
  );
}

/** One level's page as a route module: the catalog and its crumb; System security groups' View opens it. */
function featuresRoute(level: FeatureLevel): {
  Component: () => React.JSX.Element;
  handle: ManagementHandle;
} {
  const page = FEATURE_PAGES.find((p) => p.level === level)!;
  return {
    Component: () => <FeaturesPage level={level} />,
    handle: systemPageHandle(`${page.label} features`, SystemFeature.SecurityGroups),
  };
}

export const systemFeatures = featuresRoute('system');
export const companyFeatures = featuresRoute('mgmtco');
export const propertyFeatures = featuresRoute('property');
export const unitFeatures = featuresRoute('unit');
