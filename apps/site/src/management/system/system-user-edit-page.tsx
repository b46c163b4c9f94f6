// `/systemadmin/systemusers/edit?id=`: a user of any company (UserForm with company and system groups);
// `id=new` invites one into a chosen company (UserInviteForm), which needs Add.
import { Access, hasAccess, type SystemUser } from '@hangar/contracts';
import { LoadFailure, UserForm, UserInviteForm, useResourceItem } from '@hangar/management-forms';
import { alerts, Field, PageHeader, SimpleSelect } from '@hangar/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../pages/page-title';
import { editorAccessOf, mayChangeGroupsIn } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { PageLoading, recordId } from '../shell/page-states';
import type { ManagementHandle } from '../shell/route-handle';
import { useUnsavedFormGuard } from '../unsaved/use-unsaved-form-guard';
import { SYSTEM_USERS } from './system-paths';

export const handle: ManagementHandle = { crumb: () => 'User' };

function NewUser() {
  const navigate = useNavigate();
  const { companies, me } = useManagementShell();
  const { attach, saved } = useUnsavedFormGuard();
  const [companyId, setCompanyId] = useState(me?.managementCompanyID ?? 0);
  usePageTitle('New user · System administration');
  return (
    <div className="grid gap-6">
      <PageHeader title="New user" description="They get an e-mail with a link to choose their password." />
      <Field label="Company" className="w-72 max-w-full">
        <SimpleSelect
          options={(companies ?? []).map((c) => ({ value: String(c.id), label: c.fileAs || c.name }))}
          value={companyId ? String(companyId) : ''}
          placeholder="Choose a company"
          onValueChange={(value) => setCompanyId(Number(value))}
        />
      </Field>
      {companyId > 0 && (
        <div ref={attach}>
          <UserInviteForm
            key={companyId}
            managementCompanyID={companyId}
            mayChangeGroups={mayChangeGroupsIn(me, companyId)}
            onInvited={(user) => {
              saved();
              alerts.success(
                `The invitation to ${user.fileAs || user.userName} is on its way to ${user.email}.`,
              );
              void navigate(SYSTEM_USERS);
            }}
            onCancel={() => void navigate(SYSTEM_USERS)}
          />
        </div>
      )}
    </div>
  );
}

function EditUser({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { companies, me } = useManagementShell();
  const { data: user, error, mutate } = useResourceItem<SystemUser>('user', userId);
  usePageTitle(`${user ? user.fileAs || user.userName : 'User'} · System administration`);
  return (
    <div className="grid gap-6">
      <PageHeader title={user ? user.fileAs || user.userName : 'User'} description={user?.userName} />
      {user ? (
        <div>
          <UserForm
            user={user}
            companies={(companies ?? []).map((c) => ({ id: c.id, name: c.fileAs || c.name }))}
            editor={editorAccessOf(me)}
            mayChangeGroups={mayChangeGroupsIn(me, user.managementCompanyID)}
            onSaved={() => {
              void navigate(SYSTEM_USERS);
            }}
            onCancel={() => void navigate(SYSTEM_USERS)}
          />
        </div>
      ) : error ? (
        <LoadFailure slot="system-user-edit-page" message={error.message} onRetry={() => void mutate()} />
      ) : (
        <PageLoading label="Loading the user…" />
      )}
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const { access } = useManagementShell();
  const raw = params.get('id') ?? undefined;
  if (raw === 'new')
    return hasAccess(access, Access.Add) ? <NewUser /> : <Navigate to="/notauthorized" replace />;
  const id = recordId(raw);
  if (id === null) return <Navigate to={SYSTEM_USERS} replace />;
  return <EditUser key={id} userId={id} />;
}
