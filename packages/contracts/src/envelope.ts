// The API's answer envelope: `{ success: true, data }` or `{ success: false, error }`.
import { z } from 'zod';

export const failureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  tokenError: z.enum(['ExpiredToken', 'InvalidToken']).optional(),
  /** On a 400 for bad input: one message per field path (`emails.0.address`), for forms to show at the field. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiFailure = z.infer<typeof failureSchema>;

/** The success envelope around a data schema. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export type ApiOk<T> = { success: true; data: T };
export type ApiResult<T> = ApiOk<T> | ApiFailure;

/** Body of a stale update: the record changed since it was read. */
export const CONFLICT_ERROR = 'This record was changed by someone else. Reload it and try again.';
