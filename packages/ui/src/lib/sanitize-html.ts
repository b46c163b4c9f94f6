// HTML sanitising shared by the confirm dialog message and toast safeHtml.
import DOMPurify from 'dompurify';

/**
 * Returns `html` with scripts, event handlers and other active content removed.
 * Fails closed: where DOMPurify cannot run (no DOM, e.g. server rendering) it returns '' instead of
 * DOMPurify's own fallback, which hands back the input unchanged.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html);
}
