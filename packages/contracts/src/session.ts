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
  /** On an impersonation session: why the administrator acts as this user (shown while it lasts). */
  impersonationReason: z.string().optional(),
  /** On an impersonation session: the ISO 8601 instant it ends whatever the use (its hard limit). */
  impersonationEnds: z.string().optional(),
  /** Set only for a portal user: which portal they use (they hold no management feature). */
  portalKind: z.enum(['tenant', 'vendor']).optional(),
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

/** Why a system administrator acts as another user: required, and short enough for a banner. */
export const impersonationReasonSchema = z
  .string()
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(200, 'Keep the reason to 200 characters');

/**
 * `POST /api/authenticateAs`: the user to act as and why; the token is the bearer's. The user is named by id,
 * by user name, or by both (then both must name the same user): an all-digit user name is a name, never an id.
 */
export const authenticateAsRequestSchema = z
  .strictObject({
    userID: idSchema.optional(),
    userName: z.string().trim().min(1, 'Choose a user').max(200).optional(),
    reason: impersonationReasonSchema,
  })
  .refine((b) => b.userID !== undefined || b.userName !== undefined, {
    message: 'Choose a user',
    path: ['userID'],
  });
export type AuthenticateAsRequest = z.input<typeof authenticateAsRequestSchema>;

/** `POST /api/authenticateAs/end`: the impersonation ended; whether the administrator's own session goes on. */
export const endImpersonationSchema = z.object({
  administratorSessionValid: z.boolean(),
  /** The administrator's session's expiry, when it is still valid. */
  administratorSessionExpires: z.string().nullable(),
});
export type EndImpersonation = z.infer<typeof endImpersonationSchema>;
