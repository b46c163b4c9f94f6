// `/MgmtCoAdmin/:id/SecurityGroup/Edit/:groupId`: a group's members and access (SecurityGroupForm); `new` adds one.
import { MgmtCoFeature, type SecurityGroup } from '@hangar/contracts';
import { LoadFailure, SecurityGroupForm, useResourceItem } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { editing, editorAccessOf } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { PageLoading, recordId } from '../shell/page-states';
import type { ManagementHandle } from '../shell/route-handle';

export const handle: ManagementHandle = {
  crumb: ({ params }) => (params.groupId === 'new' ? 'New security group' : 'Edit security group'),
  requires: (params) => editing(MgmtCoFeature.SecurityGroups, params.groupId),
};

function GroupPage({ companyId, groupId }: { companyId: number; groupId: number | null }) {
  const navigate = useNavigate();
  const { me } = useManagementShell();
  const { data: group, error, mutate } = useResourceItem<SecurityGroup>('securityGroup', groupId);
  const list = `/MgmtCoAdmin/${companyId}/SecurityGroup`;
  const title = groupId === null ? 'New security group' : (group?.name ?? 'Security group');
  useManagementTitle(title);
  const form = (
    <div>
      <SecurityGroupForm
        managementCompanyID={companyId}
        group={group}
        editor={editorAccessOf(me)}
        onSaved={() => {
          void navigate(list);
        }}
        onCancel={() => void navigate(list)}
      />
    </div>
  );
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={group?.description || undefined} />
      {groupId === null || group ? (
        form
      ) : error ? (
        <LoadFailure slot="security-group-edit-page" message={error.message} onRetry={() => void mutate()} />
      ) : (
        <PageLoading label="Loading the security group…" />
      )}
    </div>
  );
}

export function Component() {
  const { groupId } = useParams();
  const { companyId } = useManagementShell();
  if (groupId === 'new') return <GroupPage key={`${companyId}-new`} companyId={companyId} groupId={null} />;
  const id = recordId(groupId);
  if (id === null) return <Navigate to={`/MgmtCoAdmin/${companyId}/SecurityGroup`} replace />;
  return <GroupPage key={id} companyId={companyId} groupId={id} />;
}
