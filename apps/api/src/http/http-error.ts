// An error carrying its HTTP status; the app's error handler answers it as `{ success: false, error }`.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Messages by field path (`ownerContactIDs`), for forms to show at the field. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (what = 'You are not authorised to do this') => new HttpError(403, what);

/** A 401 that tells the site why the token was refused (`tokenError` in the body). */
export class TokenRefused extends HttpError {
  constructor(readonly tokenError: 'ExpiredToken' | 'InvalidToken') {
    super(
      401,
      tokenError === 'ExpiredToken' ? 'Your session has expired; sign in again' : 'Sign in to continue',
    );
  }
}
