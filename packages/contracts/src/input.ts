// Rules every input obeys whatever its route: 32-bit ids and no NUL characters in any string.
import { z } from 'zod';
import { MAX_ID } from './max-id';

export { MAX_ID };

export const ID_MESSAGE = `An id is a whole number from 1 to ${MAX_ID}`;
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** A record id in a JSON body. */
export const idSchema = z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** A record id in a path or query string (text that must read as an id). */
export const idParamSchema = z.coerce.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

export const idParamsSchema = z.strictObject({ id: idParamSchema });

/**
 * The path (`body.name`, `params.key`, …) of the first string holding a NUL character anywhere inside
 * `value` (keys included), or null. The server runs it on every request's body, params and query before the
 * route's own schema, so no route can forget it.
 */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      const found = findNul(item, at);
      if (found) return found;
    }
  }
  return null;
}
