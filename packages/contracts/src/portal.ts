// The tenants' and vendors' portals: invitations, the portal user's own identity, and what each portal shows.
import { z } from 'zod';
import { newPasswordSchema } from './accounts';
import { calendarDateSchema, centsSchema, idParamSchema, idSchema, versionSchema } from './input';
import { leaseStatusSchema, rentCycleSchema } from './resources/lease';
import {
  workOrderCategorySchema,
  workOrderCostSchema,
  workOrderPrioritySchema,
  workOrderSchema,
} from './resources/work-order';
import { userNameSchema } from './session';
import { insuranceTypeSchema } from './resources/vendor';

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
/** A renewed certificate a vendor user uploaded: waiting for the office, or approved or rejected by it. */
export const INSURANCE_UPLOAD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const insuranceCertificateUploadSchema = z.object({
  id: idSchema,
  vendorID: idSchema,
  type: insuranceTypeSchema,
  insurer: z.string(),
  policyNumber: z.string(),
  effectiveDate: calendarDateSchema,
  expiryDate: calendarDateSchema,
  status: z.enum(INSURANCE_UPLOAD_STATUSES),
  /** Why the office rejected it (empty otherwise, or when it gave none). */
  reason: z.string(),
  /** The file: one of the vendor's document attachments. */
  documentID: idSchema,
  fileName: z.string(),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
  version: z.number().int(),
});
export type InsuranceCertificateUpload = z.infer<typeof insuranceCertificateUploadSchema>;

const uploadText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');

/**
 * What comes with the uploaded certificate (the query of the multipart upload, whose one part is the file):
 * its insurance type and dates, the effective date before the expiry.
 */
export const portalInsuranceCertificateQuerySchema = z
  .strictObject({
    type: insuranceTypeSchema,
    effectiveDate: calendarDateSchema,
    expiryDate: calendarDateSchema,
    insurer: uploadText(200),
    policyNumber: uploadText(100),
  })
  .refine((c) => c.expiryDate > c.effectiveDate, {
    message: 'The expiry date comes after the effective date',
    path: ['expiryDate'],
  });
export type PortalInsuranceCertificateQuery = z.input<typeof portalInsuranceCertificateQuerySchema>;

export const insuranceCertificateParamsSchema = z.strictObject({ id: idParamSchema });
export const insuranceCertificatesParamsSchema = z.strictObject({ vendorId: idParamSchema });
export const insuranceCertificateApproveSchema = z.strictObject({ version: versionSchema });
export const insuranceCertificateRejectSchema = z.strictObject({
  version: versionSchema,
  reason: z.string().trim().max(1000, 'At most 1000 characters').default(''),
});

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
  /** The certificates the vendor uploaded, newest first: pending ones, and the office's last decisions. */
  certificates: z.array(insuranceCertificateUploadSchema),
});
export type PortalVendor = z.infer<typeof portalVendorSchema>;

/** A work order as a portal user sees it: without the office's insurance override reason. */
export const portalWorkOrderSchema = workOrderSchema.omit({ insuranceOverrideReason: true });
export type PortalWorkOrder = z.infer<typeof portalWorkOrderSchema>;
export const portalWorkOrderParamsSchema = z.strictObject({ id: idParamSchema });

/** A tenant's maintenance request on one of their leases: it becomes a new work order of the lease's unit. */
export const portalMaintenanceRequestSchema = z.strictObject({
  leaseID: idSchema,
  category: workOrderCategorySchema,
  priority: workOrderPrioritySchema.default('normal'),
  title: z.string().trim().min(1, 'Say in a few words what needs doing').max(120, 'At most 120 characters'),
  description: z.string().trim().max(5000, 'At most 5000 characters').default(''),
});
export type PortalMaintenanceRequest = z.input<typeof portalMaintenanceRequestSchema>;

/** A vendor's answer to an assignment: accept or decline, with a note for the history. */
export const portalWorkOrderAnswerSchema = z.strictObject({
  accept: z.boolean(),
  note: z.string().trim().max(2000, 'At most 2000 characters').default(''),
});

/** The statuses a vendor user may move their work order to (the office assigns and cancels). */
export const PORTAL_VENDOR_STATUSES = ['scheduled', 'in-progress', 'done'] as const;
export const portalWorkOrderStatusSchema = z.strictObject({
  status: z.enum(PORTAL_VENDOR_STATUSES),
  note: z.string().trim().max(2000, 'At most 2000 characters').default(''),
  scheduledDate: calendarDateSchema.nullable().optional(),
  version: versionSchema,
});
export type PortalWorkOrderStatus = z.input<typeof portalWorkOrderStatusSchema>;

/** A vendor's cost of the work (labour and materials, in cents). */
export const portalWorkOrderCostSchema = z.strictObject({
  labourCents: workOrderCostSchema,
  materialsCents: workOrderCostSchema,
  version: versionSchema,
});
export type PortalWorkOrderCost = z.input<typeof portalWorkOrderCostSchema>;
