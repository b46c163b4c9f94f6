// System security groups are audited as every other write is: created, updated and deleted, with a field diff.
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/db/schema';
import { useTestServer } from '../support/server';

const server = useTestServer();

type Group = { id: number; name: string; description: string; memberIDs: number[]; version: number };

async function userId(userName: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  return row!.id;
}

describe('a system security group', () => {
  it('is audited with who changed it, which group, and what changed, members included', async () => {
    const sys = await server.as('sysadmin');
    const [sysadmin, viewer] = [await userId('sysadmin'), await userId('bravo.viewer')];
    const created = await sys.post<{ data: Group }>('/api/SystemSecurityGroup', {
      name: 'Auditors',
      description: 'Reads the audit trail',
      memberIDs: [viewer],
    });
    expect(created.status).toBe(200);
    const group = created.body.data;
    const updated = await sys.put<{ data: Group }>(`/api/SystemSecurityGroup/${group.id}`, {
      name: 'Trail readers',
      description: group.description,
      memberIDs: [],
      version: group.version,
    });
    expect(updated.status).toBe(200);
    expect((await sys.delete(`/api/SystemSecurityGroup/${group.id}`)).status).toBe(200);

    const events = await server.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.kind, 'securityGroup.%'))
      .orderBy(asc(auditEvents.id));
    expect(
      events.map((e) => ({
        kind: e.kind,
        actor: e.actorUserId,
        entity: e.entity,
        id: e.entityId,
        label: e.label,
        changes: (e.detail as { changes: unknown }).changes,
      })),
    ).toEqual([
      {
        kind: 'securityGroup.created',
        actor: sysadmin,
        entity: 'securityGroup',
        id: group.id,
        label: 'Auditors',
        changes: {
          id: { from: null, to: group.id },
          level: { from: null, to: 'system' },
          name: { from: null, to: 'Auditors' },
          description: { from: null, to: 'Reads the audit trail' },
          memberIDs: { from: null, to: [viewer] },
        },
      },
      {
        kind: 'securityGroup.updated',
        actor: sysadmin,
        entity: 'securityGroup',
        id: group.id,
        label: 'Trail readers',
        changes: {
          name: { from: 'Auditors', to: 'Trail readers' },
          memberIDs: { from: [viewer], to: [] },
        },
      },
      {
        kind: 'securityGroup.deleted',
        actor: sysadmin,
        entity: 'securityGroup',
        id: group.id,
        label: 'Trail readers',
        changes: {
          id: { from: group.id, to: null },
          level: { from: 'system', to: null },
          name: { from: 'Trail readers', to: null },
          description: { from: 'Reads the audit trail', to: null },
          memberIDs: { from: [], to: null },
        },
      },
    ]);
  });
});
