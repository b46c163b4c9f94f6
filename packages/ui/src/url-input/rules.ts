// Web address rules: when text may be a web address, and the address a browser can open for it.

/**
 * True when the text could be a web address: at least 4 characters after trimming, no spaces inside, and
 * a letter followed somewhere by a dot and at least two letters (example.com, www.example.co.uk).
 * Meant to decide whether to offer "Open", not to validate strictly.
 */
export function isPossibleUrl(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 4 && !/\s/.test(trimmed) && /\p{L}.*\.\p{L}{2,}/u.test(trimmed);
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const OPENABLE_SCHEMES = new Set(['http', 'https', 'ftp', 'mailto', 'tel']);
// Schemes that run code or read local data must never be opened from what someone typed.
const REFUSED_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob']);

/**
 * The address to open for typed text: more than 3 characters after trimming are needed (else null);
 * 'http://' goes in front when no scheme is present. Script and data schemes (javascript:, data:...)
 * give null, as does text no browser could parse as an address.
 * @example toOpenableUrl('example.com') // 'http://example.com'
 * @example toOpenableUrl('https://example.com/a') // 'https://example.com/a'
 */
export function toOpenableUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length <= 3 || /\s/.test(trimmed)) return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme && REFUSED_SCHEMES.has(scheme)) return null;
  const hasScheme = scheme !== undefined && OPENABLE_SCHEMES.has(scheme);
  // 'ssh://host' names a scheme a browser tab cannot open; 'localhost:3000' is a host and port instead.
  if (scheme && !hasScheme && trimmed.slice(scheme.length + 1).startsWith('//')) return null;
  const url = hasScheme ? trimmed : `http://${trimmed.replace(/^\/\//, '')}`;
  try {
    new URL(url);
    return url;
  } catch {
    return null;
  }
}
