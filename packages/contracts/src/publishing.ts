// Publishing approval: the companies a system administrator approves for the public listings (or not yet).
import { z } from 'zod';
import { idSchema } from './input';

/** A company on the publishing approvals screen: what it asks and what the listings would show of it. */
export const publishingCompanySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Whether the company asks for its vacant, listed units to appear in the public listings. */
  publishesListings: z.boolean(),
  isActive: z.boolean(),
  /** What a visitor's card names as the contact (the company's listing contact line; empty: its name). */
  listingContactLine: z.string(),
  /** The company's primary e-mail address and phone number, to check who asks. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Its listed, vacant units of active properties: what the listings show once it is approved. */
  listedUnits: z.number().int().min(0),
  /** When the company was made (registered). */
  createdUtc: z.string(),
  /** When and by whom (a user name) it was approved; null while it waits. */
  approvedUtc: z.string().nullable(),
  approvedBy: z.string().nullable(),
});
export type PublishingCompany = z.infer<typeof publishingCompanySchema>;

/**
 * `GET /api/PublishingApprovals` (system administrators): the companies that ask to publish and wait, oldest
 * first, and those approved (publishing now or not), by name.
 */
export const publishingApprovalsSchema = z.object({
  waiting: z.array(publishingCompanySchema),
  approved: z.array(publishingCompanySchema),
});
export type PublishingApprovals = z.infer<typeof publishingApprovalsSchema>;

/** `POST /api/PublishingApprovals/{id}/{action}`. */
export const publishingActionSchema = z.enum(['approve', 'revoke']);
export type PublishingAction = z.infer<typeof publishingActionSchema>;
