// Payloads of the account endpoints: registration, password change, e-mail keys and activity entries.
import { z } from 'zod';
import { loginSessionSchema, userNameSchema } from './session';
import { instantSchema } from './input';

export const PASSWORD_MIN_LENGTH = 12;

/** Length only; the server also refuses common passwords and ones containing the user name. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

/** Trimmed and lower-cased, then checked; `format: email` in the OpenAPI document. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address'))
  .pipe(z.string().max(254))
  .meta({ format: 'email' });

export const registerRequestSchema = z.strictObject({
  userName: userNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  /** The new management company the registering user administers. */
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Either a key from a forgotten-password e-mail, or the current password of the signed-in user (Bearer). */
export const changePasswordRequestSchema = z.union([
  z.strictObject({ key: z.string().min(1).max(200), newPassword: newPasswordSchema }),
  z.strictObject({ currentPassword: z.string().min(1).max(1024), newPassword: newPasswordSchema }),
]);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const passwordChangeKeySchema = z.object({ userName: z.string() });
export type PasswordChangeKeyInfo = z.infer<typeof passwordChangeKeySchema>;

export const activityEntrySchema = z.strictObject({
  localStorageId: z.string().uuid(),
  applicationId: z.string().max(100),
  url: z.string().max(2048),
  username: z.string().max(100).nullable(),
  timeUtc: instantSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const authenticateResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  data: loginSessionSchema.nullable(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;
