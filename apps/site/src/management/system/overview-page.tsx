// `/systemadmin`: the System administration overview (SystemOverview): counts, latest errors, mail,
// background work, and the screens the user may open.
import { SystemFeature } from '@hangar/contracts';
import { SystemOverview } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { usePageTitle } from '../../pages/page-title';
import { useManagementShell } from '../shell/management-context';
import { viewsSystem, visibleSystemNav } from '../shell/nav-model';
import { routerLink } from '../shell/router-link';
import { SYSTEM_HOME } from './system-paths';

export function Component() {
  const { me } = useManagementShell();
  usePageTitle('System administration');
  const entries = me ? (visibleSystemNav(me)[0]?.entries ?? []).filter((e) => e.href !== SYSTEM_HOME) : [];
  const hrefOf = (href: string) => entries.find((e) => e.href === href)?.href;
  const may = (feature: number) => (me ? viewsSystem(me, feature) : false);
  return (
    <div className="grid gap-6">
      <PageHeader title="System administration" description="Every company’s users, security and upkeep." />
      <SystemOverview
        links={entries.map((e) => ({ label: e.label, href: e.href }))}
        show={{
          errors: may(SystemFeature.ErrorLog),
          outbox: Boolean(me?.isSystemAdmin) || may(SystemFeature.Outbox),
          jobs: may(SystemFeature.BackgroundWork),
        }}
        errorLogHref={hrefOf('/systemadmin/errorlog')}
        jobsHref={hrefOf('/systemadmin/actions')}
        renderLink={routerLink}
      />
    </div>
  );
}
