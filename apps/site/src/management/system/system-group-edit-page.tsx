// `/systemadmin/systemsecuritygroups/edit?id=`: a system group's members and grid (SecurityGroupForm in its
// system mode); `id=new` adds one, which needs Add.
import { Access, hasAccess } from '@hangar/contracts';
import { LoadFailure, SecurityGroupForm, useOperation } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../pages/page-title';
import { editorAccessOf } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { PageLoading, recordId } from '../shell/page-states';
import type { ManagementHandle } from '../shell/route-handle';
import { SYSTEM_GROUPS } from './system-paths';

export const handle: ManagementHandle = { crumb: () => 'Security group' };

function GroupPage({ groupId }: { groupId: number | null }) {
  const navigate = useNavigate();
  const { companyId, me } = useManagementShell();
  const answer = useOperation('SystemSecurityGroup_get', groupId === null ? null : { id: groupId });
  const group = answer.data?.id === groupId ? answer.data : undefined;
  const title = groupId === null ? 'New system group' : (group?.name ?? 'System group');
  usePageTitle(`${title} · System administration`);
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={group?.description || undefined} />
      {groupId === null || group ? (
        <div>
          <SecurityGroupForm
            system
            managementCompanyID={companyId}
            group={group}
            editor={editorAccessOf(me)}
            onSaved={() => {
              void navigate(SYSTEM_GROUPS);
            }}
            onCancel={() => void navigate(SYSTEM_GROUPS)}
          />
        </div>
      ) : answer.error ? (
        <LoadFailure
          slot="system-group-edit-page"
          message={answer.error.message}
          onRetry={() => void answer.mutate()}
        />
      ) : (
        <PageLoading label="Loading the group…" />
      )}
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const { access } = useManagementShell();
  const raw = params.get('id') ?? undefined;
  if (raw === 'new')
    return hasAccess(access, Access.Add) ? (
      <GroupPage key="new" groupId={null} />
    ) : (
      <Navigate to="/notauthorized" replace />
    );
  const id = recordId(raw);
  if (id === null) return <Navigate to={SYSTEM_GROUPS} replace />;
  return <GroupPage key={id} groupId={id} />;
}
