// `/systemadmin`: the System administration overview.
import { PageHeader } from '@hangar/ui';
import { Link } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { visibleSystemNav } from '../shell/nav-model';
import { usePageTitle } from '../../pages/page-title';

export function Component() {
  const { me } = useManagementShell();
  usePageTitle('System administration');
  const entries = me ? (visibleSystemNav(me)[0]?.entries ?? []).filter((e) => e.href !== '/systemadmin') : [];
  return (
    <div className="grid gap-6">
      <PageHeader title="System administration" description="Every company's users, security and upkeep." />
      <nav aria-label="System screens">
        <ul className="grid gap-2 sm:grid-cols-2">
          {entries.map((e) => (
            <li key={e.href}>
              <Link to={e.href} className="underline-offset-4 hover:underline">
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
