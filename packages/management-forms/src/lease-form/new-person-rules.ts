// The lease's "New person" dialog: the few fields a new tenant needs, and the individual contact they make.
import { emailSchema, phoneNumberProblem, type IndividualCreate } from '@hangar/contracts';
import { z } from 'zod';

export const newPersonSchema = z
  .object({
    firstName: z.string().trim().max(100, 'Enter at most 100 characters'),
    lastName: z.string().trim().max(100, 'Enter at most 100 characters'),
    email: z.union([z.literal(''), emailSchema]),
    phone: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : phoneNumberProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .refine((p) => p.firstName !== '' || p.lastName !== '', {
    message: 'Enter a first or last name',
    path: ['lastName'],
  });
export type NewPersonInput = z.input<typeof newPersonSchema>;
export type NewPerson = z.output<typeof newPersonSchema>;

export const EMPTY_PERSON: NewPersonInput = { firstName: '', lastName: '', email: '', phone: '' };

/** The individual contact of the company a new person becomes (its e-mail and phone primary). */
export function newPersonBody(person: NewPerson, managementCompanyID: number): IndividualCreate {
  return {
    kind: 'individual',
    managementCompanyID,
    firstName: person.firstName,
    lastName: person.lastName,
    emails: person.email ? [{ type: 'personal', address: person.email, isPrimary: true }] : [],
    phones: person.phone ? [{ type: 'mobile', number: person.phone, extension: '', isPrimary: true }] : [],
  };
}

/** Where the API's refusal of a field lands in the dialog (`emails.0.address` → `email`). */
export function newPersonField(path: string): keyof NewPersonInput | null {
  if (path === 'firstName' || path === 'lastName') return path;
  if (path.startsWith('emails.')) return 'email';
  if (path.startsWith('phones.')) return 'phone';
  return null;
}
