// The office's portal access of a lease's tenants or a vendor's contact: each person's state (not invited,
// invited, active, revoked) with Invite (again) and Revoke, for holders of the company feature Portal users.
import {
  Access,
  accessFor,
  hasAccess,
  MgmtCoFeature,
  type MyAccess,
  type PortalKind,
  type PortalUser,
} from '@hangar/contracts';
import type { ManagementDataProvider } from '@hangar/management-forms';
import { Badge, Button } from '@hangar/ui';
import { useCallback, useEffect, useState } from 'react';

export type PortalPerson = { contactID: number; fileAs: string };

const STATE_LABEL = { invited: 'Invited', active: 'Active', revoked: 'Revoked' } as const;

/** The latest link of a person (an open one before a revoked one). */
export function linkOf(users: readonly PortalUser[], contactID: number): PortalUser | undefined {
  const theirs = users.filter((u) => u.contactID === contactID);
  return theirs.find((u) => u.state !== 'revoked') ?? theirs.at(-1);
}

export function PortalAccessList({
  kind,
  people,
  users,
  mayEdit,
  onInvite,
  onRevoke,
  message,
}: {
  kind: PortalKind;
  people: readonly PortalPerson[];
  users: readonly PortalUser[];
  mayEdit: boolean;
  onInvite: (person: PortalPerson) => void;
  onRevoke: (user: PortalUser) => void;
  message: string | null;
}) {
  return (
    <section data-slot="portal-access" aria-labelledby="portal-access-title" className="grid max-w-3xl gap-3">
      <h2 id="portal-access-title" className="text-base font-semibold">
        {kind === 'tenant' ? 'Tenant portal' : 'Vendor portal'}
      </h2>
      <ul className="grid gap-2">
        {people.map((person) => {
          const link = linkOf(users, person.contactID);
          const state = link?.state;
          return (
            <li key={person.contactID} className="flex flex-wrap items-center gap-2">
              <span>{person.fileAs}</span>
              <Badge data-state={state ?? 'none'} variant="secondary">
                {state ? STATE_LABEL[state] : 'Not invited'}
                {state === 'active' && link?.userName ? ` as ${link.userName}` : ''}
              </Badge>
              {mayEdit && state !== 'active' && (
                <Button size="sm" variant="outline" onClick={() => onInvite(person)}>
                  {state === 'invited' ? 'Invite again' : 'Invite'}
                  <span className="sr-only"> {person.fileAs} to the portal</span>
                </Button>
              )}
              {mayEdit && link && state !== 'revoked' && (
                <Button size="sm" variant="outline" onClick={() => onRevoke(link)}>
                  Revoke<span className="sr-only"> the portal access of {person.fileAs}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="text-sm">
        {message}
      </p>
    </section>
  );
}

/** The panel with its data: shown only to holders of Portal users View. */
export function PortalAccess({
  provider,
  me,
  companyId,
  kind,
  people,
  vendorID,
}: {
  provider: ManagementDataProvider;
  me: MyAccess | undefined;
  companyId: number;
  kind: PortalKind;
  people: readonly PortalPerson[];
  vendorID?: number;
}) {
  const mask = me
    ? accessFor({ isSystemAdmin: me.isSystemAdmin, grants: me.grants }, MgmtCoFeature.PortalUsers)
    : 0;
  const [users, setUsers] = useState<PortalUser[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const load = useCallback(() => setRound((n) => n + 1), []);
  const sees = hasAccess(mask, Access.View);
  useEffect(() => {
    if (!sees) return;
    let live = true;
    void provider
      .run('PortalUsers', { mgmtCoId: companyId, ...(vendorID ? { vendorID } : {}) })
      .then((result) => {
        if (!live) return;
        if (result.ok) setUsers(result.data.filter((u) => u.kind === kind));
        else setMessage(result.message);
      });
    return () => {
      live = false;
    };
  }, [provider, companyId, vendorID, kind, sees, round]);
  if (!hasAccess(mask, Access.View)) return null;
  return (
    <PortalAccessList
      kind={kind}
      people={people}
      users={users}
      mayEdit={hasAccess(mask, Access.Edit)}
      message={message}
      onInvite={(person) =>
        void provider.run('PortalInvite', {}, { kind, contactID: person.contactID }).then((r) => {
          setMessage(r.ok ? `${person.fileAs} is invited: the e-mail is on its way.` : r.message);
          load();
        })
      }
      onRevoke={(user) =>
        void provider.run('PortalUserRevoke', { id: user.id }).then((r) => {
          setMessage(r.ok ? `${user.fileAs} no longer has portal access.` : r.message);
          load();
        })
      }
    />
  );
}
