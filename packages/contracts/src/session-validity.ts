// The one rule for a usable login session, free of zod so that light pages can import it.

/** The fields of a login session the rule reads (a `LoginSession`, or part of one). */
export type SessionValidityFields = {
  token?: string | null;
  expires?: string | null;
  managementCompanyID?: number | null;
  fileAs?: string | null;
};

/** A session is valid only with an expiry in the future, a managementCompanyID other than 0 and a fileAs value. */
export function isSessionValid(
  session: SessionValidityFields | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!session || !session.token || !session.expires) return false;
  const expires = Date.parse(session.expires);
  if (Number.isNaN(expires) || expires <= now.getTime()) return false;
  if (!session.managementCompanyID) return false;
  return typeof session.fileAs === 'string' && session.fileAs.trim() !== '';
}
