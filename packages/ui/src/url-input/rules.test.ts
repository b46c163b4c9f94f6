import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPossibleUrl, toOpenableUrl } from './rules';

describe('isPossibleUrl', () => {
  it('accepts text with a letter, a dot and at least two letters', () => {
    expect(isPossibleUrl('example.com')).toBe(true);
    expect(isPossibleUrl('a.co')).toBe(true);
    expect(isPossibleUrl('www.example.co.uk')).toBe(true);
    expect(isPossibleUrl('https://hicksairfield.com/hangars?id=7')).toBe(true);
    expect(isPossibleUrl('  example.com  ')).toBe(true);
    expect(isPossibleUrl('bücher.de')).toBe(true);
  });

  it('needs at least four characters after trimming', () => {
    expect(isPossibleUrl('a.c')).toBe(false);
    expect(isPossibleUrl('  a.c  ')).toBe(false);
    expect(isPossibleUrl('')).toBe(false);
  });

  it('needs the dot followed by two letters, after a letter', () => {
    expect(isPossibleUrl('localhost')).toBe(false);
    expect(isPossibleUrl('example.c')).toBe(false);
    expect(isPossibleUrl('192.168.1.1')).toBe(false);
    expect(isPossibleUrl('12.34')).toBe(false);
    expect(isPossibleUrl('.com')).toBe(false);
    expect(isPossibleUrl('1.com')).toBe(false);
    expect(isPossibleUrl('example.c0m')).toBe(false);
  });

  it('refuses text with spaces inside', () => {
    expect(isPossibleUrl('my site.com')).toBe(false);
    expect(isPossibleUrl('see example.com')).toBe(false);
  });
});

describe('toOpenableUrl', () => {
  it('adds http:// when no scheme is present', () => {
    expect(toOpenableUrl('example.com')).toBe('http://example.com');
    expect(toOpenableUrl('  www.example.com/rates ')).toBe('http://www.example.com/rates');
    expect(toOpenableUrl('localhost:3000')).toBe('http://localhost:3000');
    expect(toOpenableUrl('example.com:8080/x')).toBe('http://example.com:8080/x');
    expect(toOpenableUrl('//example.com')).toBe('http://example.com');
  });

  it('keeps a scheme that is there', () => {
    expect(toOpenableUrl('https://example.com')).toBe('https://example.com');
    expect(toOpenableUrl('HTTP://example.com')).toBe('HTTP://example.com');
    expect(toOpenableUrl('mailto:office@example.com')).toBe('mailto:office@example.com');
  });

  it('needs more than three characters', () => {
    expect(toOpenableUrl('')).toBeNull();
    expect(toOpenableUrl('a.b')).toBeNull();
    expect(toOpenableUrl('   abc   ')).toBeNull();
    expect(toOpenableUrl('abcd')).toBe('http://abcd');
  });

  it('never opens script, data or file addresses', () => {
    expect(toOpenableUrl('javascript:alert(1)')).toBeNull();
    expect(toOpenableUrl(' JavaScript:alert(1)')).toBeNull();
    expect(toOpenableUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(toOpenableUrl('vbscript:msgbox')).toBeNull();
    expect(toOpenableUrl('file:///etc/passwd')).toBeNull();
    expect(toOpenableUrl('ssh://example.com')).toBeNull();
  });

  it('gives null for what no browser can parse', () => {
    expect(toOpenableUrl('http://')).toBeNull();
    expect(toOpenableUrl('exa mple.com')).toBeNull();
    expect(toOpenableUrl('http://exa[mple.com')).toBeNull();
  });

  it('only ever gives http, https, ftp, mailto or tel addresses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'javascript:', ' JavaScript:', 'data:', 'http://', 'https://', '//', 'ftp:'),
        fc.string(),
        (prefix, rest) => {
          const url = toOpenableUrl(prefix + rest);
          if (url !== null) expect(new URL(url).protocol).toMatch(/^(https?|ftp|mailto|tel):$/i);
        },
      ),
    );
  });
});
