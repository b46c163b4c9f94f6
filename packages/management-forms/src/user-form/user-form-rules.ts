// UserForm's pure rules: the form values of a user, and the named calls it makes.
import {
  describeRights,
  missingAccess,
  type EffectiveAccess,
  type MissingRight,
  type SystemUser,
  type SystemUserUpdate,
  type UserAccess,
} from '@hangar/contracts';

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

/** True when the typed address differs from the stored one (case and spaces aside, as the schema reads it). */
export function emailChanged(stored: string, typed: string | undefined): boolean {
  return (typed ?? '').trim().toLowerCase() !== stored.trim().toLowerCase();
}

/**
 * The rights `user` holds that the editor lacks, from the user's effective access as read (none until it is
 * read): the server refuses any change of a user while there is one (docs/security-model.md).
 */
export function rightsBeyondEditor(
  editor: EffectiveAccess | undefined,
  user: Pick<SystemUser, 'id' | 'managementCompanyID'>,
  access: UserAccess | undefined,
): MissingRight[] {
  if (!editor || !access || access.userID !== user.id) return [];
  return missingAccess(editor, {
    isSystemAdmin: access.isSystemAdmin,
    companyId: user.managementCompanyID,
    grants: access.features,
  });
}

/** Why the form is read-only for a user holding rights the editor lacks: a sentence naming a few of them. */
export function beyondEditorMessage(name: string, missing: readonly MissingRight[]): string {
  const more = missing.length > 3 ? `, and ${missing.length - 3} more` : '';
  return `${name} holds rights you do not have (${describeRights(missing.slice(0, 3))}${more}), so you cannot change, disable or re-mail them. Someone who holds every right they hold can.`;
}
