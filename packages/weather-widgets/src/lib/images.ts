// Sizing and cache-busting rules of the radar and TFR images.

/** Clamp a measured container width into [min, max]; a missing measurement gives the default. */
export function clampWidth(
  measured: number | null | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  if (measured === null || measured === undefined || !Number.isFinite(measured) || measured <= 0)
    return fallback;
  return Math.round(Math.min(max, Math.max(min, measured)));
}

/**
 * Adds a `_=<stamp>` query so browsers and proxies fetch a fresh image. Local `data:` and
 * `blob:` images are returned as they are: a query would break them.
 */
export function cacheBust(url: string, stamp: number | string): string {
  if (/^(data|blob):/i.test(url)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}_=${encodeURIComponent(String(stamp))}${hash}`;
}
