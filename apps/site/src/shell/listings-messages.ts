// Messages from the listings frame: only its own origin and window are heard, and only known requests.

export type ListingsMessage = { type: 'navigate'; path: string };

/** Airport paths the listings page may send the visitor to. */
const ALLOWED_PATHS = new Set(['/', '/about', '/weather', '/radar', '/tfr', '/login', '/terms', '/listings']);

/**
 * Reads a window `message` event: null unless it comes from the listings frame (same origin as
 * `listingsUrl` AND sent by that frame's window) and is a known request. Everything else is ignored. A
 * relative `listingsUrl` (the default `/listings`) is of the site's own origin, `base`.
 */
export function readListingsMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  listingsUrl: string,
  frameWindow: unknown,
  base: string = globalThis.location?.href ?? '',
): ListingsMessage | null {
  let origin: string;
  try {
    origin = new URL(listingsUrl, base || undefined).origin;
  } catch {
    return null;
  }
  if (event.origin !== origin || !frameWindow || event.source !== frameWindow) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  if (type === 'navigate' && typeof path === 'string' && ALLOWED_PATHS.has(path))
    return { type: 'navigate', path };
  return null;
}
