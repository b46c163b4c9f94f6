// `/MgmtCoAdmin/:id/User/Edit/:userId`: a user's form (UserForm), or for `new` the invitation (UserInviteForm).
import { MgmtCoFeature, type SystemUser } from '@hangar/contracts';
import { LoadFailure, UserForm, UserInviteForm, useResourceItem } from '@hangar/management-forms';
import { alerts, PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { editing, editorAccessOf, mayChangeGroupsIn } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { PageLoading, recordId } from '../shell/page-states';
import type { ManagementHandle } from '../shell/route-handle';
import { useUnsavedFormGuard } from '../unsaved/use-unsaved-form-guard';

export const handle: ManagementHandle = {
  crumb: ({ params }) => (params.userId === 'new' ? 'Invite a user' : 'Edit user'),
  requires: (params) => editing(MgmtCoFeature.Users, params.userId),
};

function InvitePage({ companyId, list }: { companyId: number; list: string }) {
  const navigate = useNavigate();
  const { me } = useManagementShell();
  const { attach, saved } = useUnsavedFormGuard();
  useManagementTitle('Invite a user');
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Invite a user"
        description="They get an e-mail with a link to choose their password."
      />
      <div ref={attach}>
        <UserInviteForm
          managementCompanyID={companyId}
          mayChangeGroups={mayChangeGroupsIn(me, companyId)}
          onInvited={(user) => {
            saved();
            alerts.success(
              `The invitation to ${user.fileAs || user.userName} is on its way to ${user.email}.`,
            );
            void navigate(list);
          }}
          onCancel={() => void navigate(list)}
        />
      </div>
    </div>
  );
}

function EditPage({ userId, list }: { userId: number; list: string }) {
  const navigate = useNavigate();
  const { me } = useManagementShell();
  const { data: user, error, mutate } = useResourceItem<SystemUser>('user', userId);
  useManagementTitle(user ? `User ${user.fileAs || user.userName}` : 'User');
  return (
    <div className="grid gap-6">
      <PageHeader title={user ? user.fileAs || user.userName : 'User'} description={user?.userName} />
      {user ? (
        <div>
          <UserForm
            user={user}
            editor={editorAccessOf(me)}
            mayChangeGroups={mayChangeGroupsIn(me, user.managementCompanyID)}
            onSaved={() => {
              void navigate(list);
            }}
            onCancel={() => void navigate(list)}
          />
        </div>
      ) : error ? (
        <LoadFailure slot="user-edit-page" message={error.message} onRetry={() => void mutate()} />
      ) : (
        <PageLoading label="Loading the user…" />
      )}
    </div>
  );
}

export function Component() {
  const { userId } = useParams();
  const { companyId } = useManagementShell();
  const list = `/MgmtCoAdmin/${companyId}/User`;
  if (userId === 'new') return <InvitePage key={companyId} companyId={companyId} list={list} />;
  const id = recordId(userId);
  if (id === null) return <Navigate to={list} replace />;
  return <EditPage key={id} userId={id} list={list} />;
}
