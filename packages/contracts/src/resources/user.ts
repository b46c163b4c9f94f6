// Users and security groups as resources: their paged lists and the effective access of one user.
import { z } from 'zod';
import { emailSchema } from '../accounts';
import { securityGroupSchema, systemUserSchema } from '../admin';
import { userNameSchema } from '../session';
import { idParamSchema, idSchema } from '../input';
import { listAnswerSchema, listQuerySchema } from './resource';

export const userSearchSchema = listQuerySchema(['fileAs', 'userName', 'email', 'lastLogin'] as const, {
  managementCompanyID: idParamSchema.optional(),
  status: z.enum(['active', 'disabled', 'all']).default('all'),
});
export type UserSearch = z.input<typeof userSearchSchema>;
export const userListSchema = listAnswerSchema(systemUserSchema);

export const securityGroupSearchSchema = listQuerySchema(['name'] as const, {
  managementCompanyID: idParamSchema.optional(),
});
export const securityGroupListSchema = listAnswerSchema(securityGroupSchema);

/** A user invited by e-mail: they choose their password through the link (no password here). */
export const userInviteSchema = z.strictObject({
  userName: userNameSchema,
  email: emailSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  managementCompanyID: idSchema,
  securityGroupIDs: z.array(idSchema).max(100).default([]),
});
export type UserInvite = z.input<typeof userInviteSchema>;

/** `/api/UserAccess/{id}`: what a user may do, feature by feature, as the server decides it. */
export const userAccessSchema = z.object({
  userID: idSchema,
  isSystemAdmin: z.boolean(),
  features: z.array(
    z.object({ securityFeatureID: idSchema, access: z.number().int(), scopeID: idSchema.nullable() }),
  ),
});
export type UserAccess = z.infer<typeof userAccessSchema>;
