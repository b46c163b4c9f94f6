// The tenants' and vendors' portals: invitations, the portal user's own identity, and what each portal shows.
import { z } from 'zod';
import { newPasswordSchema } from './accounts';
import { calendarDateSchema, centsSchema, idParamSchema, idSchema } from './input';
import { leaseStatusSchema, rentCycleSchema } from './resources/lease';
import { userNameSchema } from './session';

/** A tenant user is linked to a contact who is a party of leases; a vendor user to a vendor's contact. */
export const portalKindSchema = z.enum(['tenant', 'vendor']);
export type PortalKind = z.infer<typeof portalKindSchema>;

/** Invited (the key is out, not used yet), active (accepted), or revoked by the office or by its link ending. */
export const portalUserStateSchema = z.enum(['invited', 'active', 'revoked']);
export type PortalUserState = z.infer<typeof portalUserStateSchema>;

export const portalInviteSchema = z.strictObject({
  kind: portalKindSchema,
  contactID: idSchema,
});
export type PortalInvite = z.infer<typeof portalInviteSchema>;

/** A portal user (or an invitation not yet accepted) as the office sees it. */
export const portalUserSchema = z.object({
  id: idSchema,
  kind: portalKindSchema,
  contactID: idSchema,
  vendorID: idSchema.nullable(),
  fileAs: z.string(),
  email: z.string(),
  state: portalUserStateSchema,
  userName: z.string().nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PortalUser = z.infer<typeof portalUserSchema>;

export const portalUsersQuerySchema = z.strictObject({
  contactID: idParamSchema.optional(),
  vendorID: idParamSchema.optional(),
});
export const portalCompanyParamsSchema = z.strictObject({ mgmtCoId: idParamSchema });
export const portalUserParamsSchema = z.strictObject({ id: idParamSchema });
export const portalKeyParamsSchema = z.strictObject({ key: z.string().min(1).max(200) });

export const portalInviteAcceptSchema = z.strictObject({
  userName: userNameSchema,
  password: newPasswordSchema,
});
export type PortalInviteAccept = z.infer<typeof portalInviteAcceptSchema>;

/** What the accept page shows before the form: whose invitation it is. */
export const portalInviteCheckSchema = z.object({
  kind: portalKindSchema,
  fileAs: z.string(),
  companyName: z.string(),
});

/** The signed-in portal user. */
export const portalMeSchema = z.object({
  kind: portalKindSchema,
  contactID: idSchema,
  vendorID: idSchema.nullable(),
  fileAs: z.string(),
  companyName: z.string(),
});
export type PortalMe = z.infer<typeof portalMeSchema>;

/** A lease as its tenant sees it in the portal. */
export const portalLeaseSchema = z.object({
  id: idSchema,
  propertyName: z.string(),
  unitID: idSchema,
  unitName: z.string(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema.nullable(),
  rentCents: centsSchema,
  rentCycle: rentCycleSchema,
  status: leaseStatusSchema,
  /** What is owed now (negative: in credit); null before the ledger starts. */
  balanceCents: z.number().int().nullable(),
});
export type PortalLease = z.infer<typeof portalLeaseSchema>;
export const portalLeasesSchema = z.array(portalLeaseSchema);

/** A vendor's own record, read-only, as its vendor users see it. */
export const portalVendorSchema = z.object({
  id: idSchema,
  fileAs: z.string(),
  categories: z.array(z.string()),
  website: z.string(),
  status: z.string(),
  licenseNumber: z.string(),
  licenseExpires: calendarDateSchema.nullable(),
  insuranceExpires: calendarDateSchema.nullable(),
  insurance: z.array(
    z.object({
      type: z.string(),
      insurer: z.string(),
      policyNumber: z.string(),
      effectiveDate: calendarDateSchema.nullable(),
      expiryDate: calendarDateSchema,
    }),
  ),
});
export type PortalVendor = z.infer<typeof portalVendorSchema>;
