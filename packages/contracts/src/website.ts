// Websites: one rule for every website field, so an address is accepted or refused alike in every form.
import { z } from 'zod';

export const WEBSITE_MESSAGE = 'Enter a web address such as example.com or https://example.com';

/**
 * Whether typed text is a website: a host name of dotted words ending in two or more letters (`alpha.example`,
 * `www.alphahangar.com`), with or without `http://` or `https://` and a path; no spaces, no other scheme.
 * @example isWebsite('alpha.example') // true
 * @example isWebsite('javascript:alert(1)') // false
 */
export function isWebsite(text: string): boolean {
  const typed = text.trim();
  if (!typed || /\s/.test(typed)) return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(typed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return false;
  try {
    const url = new URL(scheme ? typed : `https://${typed}`);
    return (
      /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i.test(url.hostname) && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** A website as typed, or empty: the same rule for a company, a vendor and anything later. */
export const websiteSchema = z
  .string()
  .trim()
  .max(500, 'Enter at most 500 characters')
  .refine((v) => v === '' || isWebsite(v), WEBSITE_MESSAGE);
