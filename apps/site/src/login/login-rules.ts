// The login form's rules: field messages, the Enter rule, trimming and the return address.

export type LoginValues = { username: string; password: string };
export type LoginErrors = { username?: string; password?: string };

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameLength: 'Username must be 3 to 25 characters',
  passwordRequired: 'Password is required',
  missing: 'Missing username or password',
  transport: 'An error occurred with the login. Check your username and password.',
} as const;

/** Field errors of the form as typed (untrimmed, like the original form validators). */
export function validateLogin({ username, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (username.length === 0) errors.username = LOGIN_MESSAGES.usernameRequired;
  else if (username.length < 3 || username.length > 25) errors.username = LOGIN_MESSAGES.usernameLength;
  if (password.length === 0) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

export const isLoginValid = (values: LoginValues) => Object.keys(validateLogin(values)).length === 0;

/** Enter submits only when both fields hold more than one character. */
export const enterSubmits = ({ username, password }: LoginValues) =>
  username.length > 1 && password.length > 1;

/** The credentials to send, trimmed; null (→ 'Missing username or password') when either is empty. */
export function loginCredentials({
  username,
  password,
}: LoginValues): { userName: string; password: string } | null {
  const userName = username.trim();
  const pw = password.trim();
  return userName && pw ? { userName, password: pw } : null;
}

/**
 * Where to go after signing in: the `returnUrl` query value when it is a path on this site, else the
 * fallback. Absolute and protocol-relative URLs are refused so a crafted link cannot send users away.
 */
export function safeReturnUrl(value: string | null, fallback: string): string {
  if (!value) return fallback;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return fallback;
  if (trimmed === '/login' || trimmed.startsWith('/login?')) return fallback;
  return trimmed;
}
