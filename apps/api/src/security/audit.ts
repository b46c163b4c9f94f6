// Audit events: who did what to whom (the real and the effective user), with field-level diffs of changes.
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { auditEvents, users } from '../db/schema';
import type { AuthContext } from './sessions';

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
  | 'email.changed'
  | 'user.registered'
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'security.changed'
  | 'company.created'
  | 'company.updated'
  | 'company.deleted'
  | 'company.deactivated'
  | 'company.publishing_approved'
  | 'company.publishing_revoked'
  | 'systemvalue.created'
  | 'systemvalue.updated'
  | 'systemvalue.deleted'
  | 'job.requested'
  | 'errorlog.purged'
  | 'outbox.resent'
  /** A vendor assigned to a work order without insurance valid on its day, with the manager's reason. */
  | 'workOrder.insurance_override'
  /** A write of a resource of the registry: `contact.updated`, … */
  | `${string}.${'created' | 'updated' | 'deleted'}`;

export type AuditOptions = {
  /** The company whose record changed (its recent changes), and which record: resource name, id, label. */
  managementCompanyId?: number | null;
  entity?: string | null;
  entityId?: number | null;
  label?: string | null;
  /**
   * Who may see a company's changed record in its recent changes: the feature whose View it takes, and for a
   * property or unit feature the record's property and unit (`visibleSet`). Required with `entity` in a company.
   */
  visibility?: { featureId: number; propertyId?: number | null; unitId?: number | null };
  actorUserId?: number | null;
  effectiveUserId?: number | null;
  subjectUserId?: number | null;
  sessionId?: number | null;
  detail?: Record<string, unknown>;
};

export async function audit(db: Db, kind: AuditKind, opts: AuditOptions): Promise<void> {
  if (opts.entity && opts.managementCompanyId && !opts.visibility)
    throw new Error(`The audit event ${kind} of a company's record must say who may see it (visibility)`);
  await db.insert(auditEvents).values({
    kind,
    managementCompanyId: opts.managementCompanyId ?? null,
    entity: opts.entity ?? null,
    entityId: opts.entityId ?? null,
    label: opts.label ?? null,
    featureId: opts.visibility?.featureId ?? null,
    propertyId: opts.visibility?.propertyId ?? null,
    unitId: opts.visibility?.unitId ?? null,
    actorUserId: opts.actorUserId ?? null,
    effectiveUserId: opts.effectiveUserId ?? null,
    subjectUserId: opts.subjectUserId ?? null,
    sessionId: opts.sessionId ?? null,
    detail: opts.detail ?? {},
  });
}

/**
 * The actor fields of an event done through a session: the real user (the administrator behind an
 * impersonation) as actor, and the user they were acting as as the effective user.
 */
export function actorOf(
  auth: AuthContext,
): Pick<AuditOptions, 'actorUserId' | 'effectiveUserId' | 'sessionId'> {
  return {
    actorUserId: auth.impersonator?.id ?? auth.user.id,
    effectiveUserId: auth.impersonator ? auth.user.id : null,
    sessionId: auth.sessionId,
  };
}

/** Audits a change made through a session (see `actorOf`). */
export function auditBy(
  db: Db,
  auth: AuthContext,
  kind: AuditKind,
  opts: Omit<AuditOptions, 'actorUserId' | 'effectiveUserId' | 'sessionId'> = {},
): Promise<void> {
  return audit(db, kind, { ...opts, ...actorOf(auth) });
}

export type FieldDiff = Record<string, { from: unknown; to: unknown }>;

const SECRET = '[secret]';

/**
 * The fields that differ between two versions of a record, old → new. Fields named in `secret` are listed
 * as changed without their values; `ignore` (versions, timestamps) is left out.
 */
export function fieldDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  opts: { secret?: readonly string[]; ignore?: readonly string[] } = {},
): FieldDiff {
  const ignore = new Set(['version', 'createdAt', 'updatedAt', ...(opts.ignore ?? [])]);
  const secret = new Set(opts.secret ?? []);
  const diff: FieldDiff = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignore.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    diff[key] = secret.has(key) ? { from: SECRET, to: SECRET } : { from, to };
  }
  return diff;
}

const actors = alias(users, 'audit_actors');
const effectiveUsers = alias(users, 'audit_effective');
const subjects = alias(users, 'audit_subjects');

/** Audit events, newest first, with the user names of actor, effective user and subject. */
export async function readAuditEvents(db: Db, { where, limit }: { where?: SQL; limit: number }) {
  const rows = await db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      kind: auditEvents.kind,
      actorUserName: actors.userName,
      effectiveUserName: effectiveUsers.userName,
      subjectUserName: subjects.userName,
      label: auditEvents.label,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .leftJoin(effectiveUsers, eq(effectiveUsers.id, auditEvents.effectiveUserId))
    .leftJoin(subjects, eq(subjects.id, auditEvents.subjectUserId))
    .where(where)
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map(({ createdAt, ...r }) => ({ ...r, timeUtc: createdAt.toISOString() }));
}
