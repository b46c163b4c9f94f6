// Payloads of the management and system administration endpoints (users, groups, accesses, values, companies).
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './accounts';
import { featureLevelSchema } from './features';
import { calendarDateSchema, idParamSchema, idSchema, versionSchema, wholeParamSchema } from './input';
import { ACCESS_ALL } from './permissions';
import { userNameSchema } from './session';

const id = idSchema;
const version = versionSchema;
const isoTime = z.string();

export const accessMaskSchema = z.number().int().min(0).max(ACCESS_ALL);

export const systemUserSchema = z.object({
  id,
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fileAs: z.string(),
  managementCompanyID: id,
  isSystemAdmin: z.boolean(),
  isDisabled: z.boolean(),
  emailConfirmed: z.boolean(),
  securityGroupIDs: z.array(id),
  lastLoginUtc: isoTime.nullable(),
  version,
});
export type SystemUser = z.infer<typeof systemUserSchema>;

const userFields = {
  email: emailSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  managementCompanyID: id,
  isSystemAdmin: z.boolean().default(false),
  isDisabled: z.boolean().default(false),
  securityGroupIDs: z.array(id).max(100).default([]),
};

export const systemUserCreateSchema = z.strictObject({
  userName: userNameSchema,
  password: newPasswordSchema,
  ...userFields,
});
export type SystemUserCreate = z.input<typeof systemUserCreateSchema>;

export const systemUserUpdateSchema = z.strictObject({
  ...userFields,
  isSystemAdmin: z.boolean().optional(),
  isDisabled: z.boolean().optional(),
  securityGroupIDs: z.array(id).max(100).optional(),
  version,
});
export type SystemUserUpdate = z.input<typeof systemUserUpdateSchema>;

export const systemUserSearchSchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  managementCompanyID: idParamSchema.optional(),
  limit: wholeParamSchema(1, 200).default(50),
});
export type SystemUserSearch = z.input<typeof systemUserSearchSchema>;

export const securityGroupLevelSchema = z.enum(['system', 'mgmtco']);

export const securityGroupSchema = z.object({
  id,
  level: securityGroupLevelSchema,
  managementCompanyID: id.nullable(),
  name: z.string(),
  description: z.string(),
  memberIDs: z.array(id),
  version,
});
export type SecurityGroup = z.infer<typeof securityGroupSchema>;

const groupFields = {
  name: z.string().trim().min(1, 'Name is required').max(100),
  description: z.string().trim().max(500).default(''),
  memberIDs: z.array(id).max(1000).default([]),
};
export const systemSecurityGroupCreateSchema = z.strictObject(groupFields);
export const systemSecurityGroupUpdateSchema = z.strictObject({
  ...groupFields,
  memberIDs: z.array(id).max(1000).optional(),
  version,
});
export const mgmtCoSecurityGroupCreateSchema = z.strictObject({ ...groupFields, managementCompanyID: id });
export const mgmtCoSecurityGroupUpdateSchema = systemSecurityGroupUpdateSchema;
export type SecurityGroupCreate = z.input<typeof systemSecurityGroupCreateSchema>;
export type SecurityGroupUpdate = z.input<typeof systemSecurityGroupUpdateSchema>;

export const securityFeatureSchema = z.object({
  id,
  level: featureLevelSchema,
  code: z.string(),
  name: z.string(),
});
export type SecurityFeature = z.infer<typeof securityFeatureSchema>;

/** One grant: a feature's mask for a group, for one property or unit (`scopeID`) or all of them (null). */
export const securityAccessSchema = z.strictObject({
  securityFeatureID: id,
  access: accessMaskSchema,
  scopeID: id.nullable().default(null),
});
export type SecurityAccess = z.infer<typeof securityAccessSchema>;

export const securityAccessesSchema = z.object({
  securityGroupID: id,
  accesses: z.array(securityAccessSchema),
  version,
});
export type SecurityAccesses = z.infer<typeof securityAccessesSchema>;

/** Replaces every grant of a group at once; `version` is the group's. */
export const securityAccessesUpdateSchema = z.strictObject({
  accesses: z.array(securityAccessSchema).max(500),
  version,
});
export type SecurityAccessesUpdate = z.input<typeof securityAccessesUpdateSchema>;

export const systemValueSchema = z.object({
  id,
  key: z.string(),
  value: z.string(),
  description: z.string(),
  version,
});
export type SystemValue = z.infer<typeof systemValueSchema>;
const systemValueFields = {
  key: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][\w.-]*$/, 'Letters, digits, dots, dashes and underscores'),
  value: z.string().max(4000),
  description: z.string().max(500).default(''),
};
export const systemValueCreateSchema = z.strictObject(systemValueFields);
export const systemValueUpdateSchema = z.strictObject({ ...systemValueFields, version });
export type SystemValueCreate = z.input<typeof systemValueCreateSchema>;
export type SystemValueUpdate = z.input<typeof systemValueUpdateSchema>;

/** The system value that switches self-registration on ("true") or off. */
export const NEW_REGISTRATION_KEY = 'NewRegistrationAvailable';

export const errorLogSchema = z.object({
  id,
  timeUtc: isoTime,
  source: z.enum(['server', 'client']),
  message: z.string(),
  url: z.string(),
  userName: z.string().nullable(),
  detail: z.string(),
});
export type ErrorLogEntry = z.infer<typeof errorLogSchema>;
/** What the site reports about an error it met. */
export const errorLogCreateSchema = z.strictObject({
  message: z.string().trim().min(1).max(2000),
  url: z.string().max(2048).default(''),
  detail: z.string().max(20_000).default(''),
});
export type ErrorLogCreate = z.input<typeof errorLogCreateSchema>;
export const errorLogSourceSchema = z.enum(['server', 'client']);
/** Newest first; `beforeID` pages on (the last id of the page before), `source` and `q` (text) filter. */
export const errorLogQuerySchema = z.strictObject({
  limit: wholeParamSchema(1, 500).default(100),
  beforeID: idParamSchema.optional(),
  source: errorLogSourceSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export type ErrorLogQuery = z.input<typeof errorLogQuerySchema>;
/** `DELETE /api/errorlog?before=YYYY-MM-DD`: every entry logged before that day (UTC). */
export const errorLogPurgeQuerySchema = z.strictObject({ before: calendarDateSchema });
export const errorLogPurgeSchema = z.object({ deleted: z.number().int().min(0) });
export type ErrorLogPurge = z.infer<typeof errorLogPurgeSchema>;

export const countrySchema = z.object({ id, code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const stateSchema = z.object({ id, countryID: id, code: z.string(), name: z.string() });
export type State = z.infer<typeof stateSchema>;
export const statesQuerySchema = z.strictObject({ countryID: idParamSchema.optional() });
export const lookupSchema = z.object({ id, name: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;

export const aboutSchema = z.object({
  name: z.string(),
  version: z.string(),
  database: z.enum(['pglite', 'postgresql']),
  /** When the running API was built (its bundle's time), null when unknown. */
  buildTime: isoTime.nullable(),
  /** When this instance started. */
  startedUtc: isoTime,
});
export type About = z.infer<typeof aboutSchema>;

/** One check of `GET /api/selftest`. */
export const selfTestCheckSchema = z.object({
  name: z.enum(['api', 'database', 'mail', 'files']),
  label: z.string(),
  ok: z.boolean(),
  /** Milliseconds the check took. */
  ms: z.number().min(0),
  message: z.string(),
});
export type SelfTestCheck = z.infer<typeof selfTestCheckSchema>;
export const selfTestSchema = z.object({
  ok: z.boolean(),
  timeUtc: isoTime,
  checks: z.array(selfTestCheckSchema),
});
export type SelfTest = z.infer<typeof selfTestSchema>;

export const outboxMessageSchema = z.object({
  id,
  createdUtc: isoTime,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
/** What the outbox holds instead of a reset or confirmation key once SMTP delivered the message. */
export const WITHHELD_KEY_TEXT = '[key withheld: sent by e-mail only]';

export const auditEventSchema = z.object({
  id,
  timeUtc: isoTime,
  kind: z.string(),
  /** Who did it: the real user, the administrator behind an impersonation. */
  actorUserName: z.string().nullable(),
  /** Whom the actor was acting as during an impersonation; null otherwise. */
  effectiveUserName: z.string().nullable(),
  subjectUserName: z.string().nullable(),
  detail: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const grantSchema = z.object({
  securityFeatureID: id,
  access: accessMaskSchema,
  scopeID: id.nullable(),
});

/** `GET /api/MyAccess`: who the caller is and every grant of their groups, at every level. */
/** What every user of a company may know of it, whatever their rights: its names, state and time zone. */
export const companyIdentitySchema = z.object({
  id,
  name: z.string(),
  fileAs: z.string(),
  isActive: z.boolean(),
  timeZone: z.string(),
});
export type CompanyIdentity = z.infer<typeof companyIdentitySchema>;

export const myAccessSchema = z.object({
  userName: z.string(),
  fileAs: z.string(),
  managementCompanyID: id,
  /** The user's own company (the shell names it in breadcrumbs and on the home page without the profile's right). */
  company: companyIdentitySchema.nullable().optional(),
  isSystemAdmin: z.boolean(),
  impersonatedBy: z.string().nullable(),
  grants: z.array(grantSchema),
});
export type MyAccess = z.infer<typeof myAccessSchema>;

/** A count; null for a caller without its feature's View (companies; users and sessions; errors; outbox). */
const systemFigure = z.number().int().min(0).nullable();
/**
 * `GET /api/SystemSummary`: the system overview's counts. Sessions active now are neither revoked nor
 * expired; errors count the last 24 hours; the outbox counts mail waiting to go (stored) and mail that failed.
 */
export const systemSummarySchema = z.object({
  companies: systemFigure,
  activeUsers: systemFigure,
  disabledUsers: systemFigure,
  activeSessions: systemFigure,
  errorsLast24h: systemFigure,
  outboxStored: systemFigure,
  outboxFailed: systemFigure,
});
export type SystemSummary = z.infer<typeof systemSummarySchema>;

/** One group granting a feature: its mask, and whether only for some properties or units (scoped grants). */
export const featureGrantGroupSchema = z.object({
  id,
  name: z.string(),
  level: securityGroupLevelSchema,
  managementCompanyID: id.nullable(),
  companyName: z.string().nullable(),
  access: accessMaskSchema,
  scoped: z.boolean(),
});
export type FeatureGrantGroup = z.infer<typeof featureGrantGroupSchema>;

/** `GET /api/SecurityFeatureGrants/{level}`: each feature of a level and the groups that grant it. */
export const featureGrantsSchema = z.array(
  z.object({ securityFeatureID: id, groups: z.array(featureGrantGroupSchema) }),
);
export type FeatureGrants = z.infer<typeof featureGrantsSchema>;
