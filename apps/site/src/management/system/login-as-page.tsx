// `/systemadmin/loginas`: a system administrator chooses a user of any company and a reason, and acts as them.
import { SystemFeature } from '@hangar/contracts';
import { LoginAsForm, type LoginAsCandidate } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { startImpersonation } from '../../session/impersonation';
import { useSiteSession } from '../../session/site-session';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { systemPageHandle } from './system-handles';

/** The gate asks for the system Users feature (the search needs it); the page also needs an administrator. */
export const handle = systemPageHandle('Log in as', SystemFeature.Users);

export function Component() {
  const { me, companies } = useManagementShell();
  const { client, store } = useSiteSession();
  const navigate = useNavigate();
  const location = useLocation();
  useManagementTitle('Log in as');

  // Only a system administrator may act as another user (and never while acting as one).
  if (me && (!me.isSystemAdmin || me.impersonatedBy)) return <Navigate to="/notauthorized" replace />;

  const companyName = (id: number) => companies?.find((c) => c.id === id)?.fileAs ?? `Company ${id}`;
  const search = async (query: string): Promise<LoginAsCandidate[] | string> => {
    const result = await client.run('SystemUserSearch', { q: query, pageSize: 25, status: 'all' });
    if (!result.success) return result.error || 'The search failed; try again';
    return result.data.items.map((u) => ({
      id: u.id,
      userName: u.userName,
      fileAs: u.fileAs,
      companyName: companyName(u.managementCompanyID),
      isSystemAdmin: u.isSystemAdmin,
      isDisabled: u.isDisabled,
    }));
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Log in as"
        description="See the management pages exactly as another user does, to help them or check their access."
      />
      <LoginAsForm
        search={search}
        onSubmit={async ({ userID, userName, reason }) => {
          const problem = await startImpersonation(
            client,
            store,
            { userID, userName, reason, returnTo: `${location.pathname}${location.search}` },
            () => navigate('/manage'),
          );
          if (problem) return problem;
        }}
      />
    </div>
  );
}
