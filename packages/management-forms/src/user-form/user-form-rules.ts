// UserForm's pure rules: the form values of a user, and the named calls it makes.
import type { SystemUser, SystemUserUpdate } from '@hangar/contracts';

/** The values the form edits; the user name and system-administrator flag are not the company's to change. */
export function userValues(user: SystemUser): SystemUserUpdate {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    managementCompanyID: user.managementCompanyID,
    isDisabled: user.isDisabled,
    securityGroupIDs: [...user.securityGroupIDs],
    version: user.version,
  };
}

/** `GET` path that e-mails a password reset link to an address. */
export const passwordResetPath = (email: string) =>
  `/sendforgottenpasswordemail/${encodeURIComponent(email)}`;

/** `GET` path of a user's effective access (answers `userAccessSchema`). */
export const userAccessPath = (userID: number) => `/UserAccess/${userID}`;

/** True when the typed address differs from the stored one (case and spaces aside, as the schema reads it). */
export function emailChanged(stored: string, typed: string | undefined): boolean {
  return (typed ?? '').trim().toLowerCase() !== stored.trim().toLowerCase();
}
