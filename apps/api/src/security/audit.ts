// Audit events: who did what to whom, kept in the database for system administrators.
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema';

export type AuditKind =
  | 'login.success'
  | 'login.failure'
  | 'logout'
  | 'impersonation.start'
  | 'impersonation.request'
  | 'impersonation.end'
  | 'password.changed'
  | 'password.reset_requested'
  | 'email.confirmed'
  | 'user.registered'
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'security.changed';

export async function audit(
  db: Db,
  kind: AuditKind,
  opts: {
    actorUserId?: number | null;
    subjectUserId?: number | null;
    sessionId?: number | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditEvents).values({
    kind,
    actorUserId: opts.actorUserId ?? null,
    subjectUserId: opts.subjectUserId ?? null,
    sessionId: opts.sessionId ?? null,
    detail: opts.detail ?? {},
  });
}
