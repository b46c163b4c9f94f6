// The login session the site keeps in local storage, the login exchange, and the token error codes.
import { z } from 'zod';
import { idSchema } from './input';

/** Why the server refused a token: None means it was fine. */
export const TokenError = {
  None: 'None',
  ExpiredToken: 'ExpiredToken',
  InvalidToken: 'InvalidToken',
} as const;
export type TokenErrorCode = (typeof TokenError)[keyof typeof TokenError];
export const tokenErrorSchema = z.enum(['None', 'ExpiredToken', 'InvalidToken']);

/** The body of a 401 for a missing, unknown, revoked or expired token. */
export const tokenFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  tokenError: z.enum(['ExpiredToken', 'InvalidToken']),
});
export type TokenFailure = z.infer<typeof tokenFailureSchema>;

export const featureAccessSchema = z.object({
  systemSecurityFeatureID: idSchema,
  access: z.number().int().min(0).max(31),
});
export type FeatureAccess = z.infer<typeof featureAccessSchema>;

export const loginSessionSchema = z.object({
  success: z.boolean(),
  token: z.string(),
  /** ISO 8601 instant; the server slides it forward on use and reports the new value in `X-Session-Expires`. */
  expires: z.string(),
  managementCompanyID: z.number().int(),
  fileAs: z.string(),
  isSystemAdmin: z.boolean(),
  systemSecurityFeaturesAccess: z.array(featureAccessSchema),
  /** Set only on an impersonation session: the system administrator's user name. */
  impersonatedBy: z.string().optional(),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

// Kept in its own zod-free module so the airport pages can check a stored session without zod.
export { isSessionValid } from './session-validity';

export const userNameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be 3 to 25 characters')
  .max(25, 'Username must be 3 to 25 characters');

export const authenticateRequestSchema = z.strictObject({
  userName: z.string().trim().min(1, 'Username is required').max(200),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;
