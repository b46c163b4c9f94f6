import { describe, expect, it } from 'vitest';
import {
  enterSubmits,
  isLoginValid,
  loginCredentials,
  LOGIN_MESSAGES,
  safeReturnUrl,
  validateLogin,
} from './login-rules';

describe('login rules', () => {
  it('requires a 3 to 25 character username and a password', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: LOGIN_MESSAGES.usernameRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    });
    expect(validateLogin({ username: 'ab', password: 'x' }).username).toBe(LOGIN_MESSAGES.usernameLength);
    expect(validateLogin({ username: 'a'.repeat(26), password: 'x' }).username).toBe(
      LOGIN_MESSAGES.usernameLength,
    );
    expect(isLoginValid({ username: 'abc', password: 'x' })).toBe(true);
    expect(isLoginValid({ username: 'a'.repeat(25), password: 'x' })).toBe(true);
  });

  it('lets Enter submit only when both fields hold more than one character', () => {
    expect(enterSubmits({ username: 'ab', password: 'cd' })).toBe(true);
    expect(enterSubmits({ username: 'abc', password: 'c' })).toBe(false);
    expect(enterSubmits({ username: 'a', password: 'secret' })).toBe(false);
  });

  it('trims both values and refuses when either is empty after trimming', () => {
    expect(loginCredentials({ username: '  pilot ', password: ' pw1 ' })).toEqual({
      userName: 'pilot',
      password: 'pw1',
    });
    expect(loginCredentials({ username: '   ', password: 'secret' })).toBeNull();
    expect(loginCredentials({ username: 'pilot', password: '   ' })).toBeNull();
  });

  it('returns only to paths on this site, defaulting to the management home', () => {
    expect(safeReturnUrl(null, '/manage')).toBe('/manage');
    expect(safeReturnUrl('/lease/42?tab=docs', '/manage')).toBe('/lease/42?tab=docs');
    expect(safeReturnUrl('https://evil.example/', '/manage')).toBe('/manage');
    expect(safeReturnUrl('//evil.example/', '/manage')).toBe('/manage');
    expect(safeReturnUrl('/\\evil.example', '/manage')).toBe('/manage');
    expect(safeReturnUrl('javascript:alert(1)', '/manage')).toBe('/manage');
    expect(safeReturnUrl('/login', '/manage')).toBe('/manage');
  });
});
