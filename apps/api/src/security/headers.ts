// Security headers of every answer (site, API, errors): Content-Security-Policy, nosniff, referrer, framing,
// cross-origin policies, and HSTS only on HTTPS.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

export type Hosts = Pick<Config, 'CSP_IMG_HOSTS' | 'CSP_FRAME_HOSTS'>;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';
/** Where the OpenAPI document and Swagger UI are served (admin/openapi.ts). */
export const DOCS_PREFIX = '/api/docs';
/** What the site's build writes where the style nonce goes (apps/site/vite.config.ts, html.cspNonce). */
export const CSP_NONCE_PLACEHOLDER = '__HANGAR_CSP_NONCE__';

type StyleSource = { styleNonce?: string; inlineStyles?: boolean };

/**
 * The site's policy. Scripts come only from the site's own files: the build writes no inline script
 * (index.html links its assets) and nothing evaluates code. Styles too, with one exception and no
 * 'unsafe-inline': the scroll lock of modal dialogs (react-remove-scroll, under Radix) adds a <style>
 * element, which carries the nonce the site's index.html is served with (`styleNonce`, a new one per
 * answer); style properties React sets go through the CSSOM, which style-src does not govern.
 * Images: also `blob:`, the private images and documents the management screens fetch with the session's
 * token and show from memory. Images and frames: the configured hosts (radar, TFR images; the listings frame).
 * No `upgrade-insecure-requests`: a plain-HTTP deployment (a test, a LAN) must keep working.
 */
export function cspDirectives(
  { CSP_IMG_HOSTS, CSP_FRAME_HOSTS }: Hosts,
  { styleNonce, inlineStyles }: StyleSource = {},
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': [
      "'self'",
      ...(styleNonce ? [`'nonce-${styleNonce}'`] : []),
      ...(inlineStyles ? ["'unsafe-inline'"] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:', ...CSP_IMG_HOSTS],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...CSP_FRAME_HOSTS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The policy as a header value, written as helmet writes it. */
export function cspHeader(hosts: Hosts, styles: StyleSource = {}): string {
  return Object.entries(cspDirectives(hosts, styles))
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The headers of answers written before any route runs (URL too long, malformed URL, client errors), where
 * helmet's hook never ran.
 */
export function baselineHeaders(hosts: Hosts): Record<string, string> {
  return securityHeadersOf(hosts);
}

/**
 * The site's index.html for one answer: a fresh style nonce in place of the build's placeholder, and the
 * policy naming it. The answer must not be revalidated into an old body (no ETag).
 */
export function siteIndex(hosts: Hosts, html: string): { html: string; csp: string } {
  const styleNonce = newStyleNonce();
  return { html: withStyleNonce(html, styleNonce), csp: cspHeader(hosts, { styleNonce }) };
}

/** A new style nonce: 144 random bits. */
export const newStyleNonce = () => randomBytes(18).toString('base64');

/** The build's index.html with `nonce` in place of its placeholder. */
export const withStyleNonce = (html: string, nonce: string) => html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);

/**
 * The headers every answer carries, written once per answer from one object made at start: the policy above,
 * nosniff, the referrer policy, framing by this site only, same-origin opener and resource policies, and the
 * rest of helmet's defaults. (A hook computing them per answer, as @fastify/helmet does, cost a third of a
 * small route's throughput; `securityHeadersOf` keeps them the same as helmet's.)
 */
export function securityHeadersOf(hosts: Hosts, styles: StyleSource = {}): Record<string, string> {
  return {
    'content-security-policy': cspHeader(hosts, styles),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': REFERRER_POLICY,
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Register first on the root instance, so its hooks run before every other one (and on 404s). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const everywhere = securityHeadersOf(config);
  // Swagger UI adds <style> elements of its own and takes no nonce: inline styles are allowed on its
  // routes only (a page for developers showing no user content); its scripts stay 'self'.
  const docs = securityHeadersOf(config, { inlineStyles: true });
  const isDocs = (url: string | undefined) =>
    url !== undefined && (url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDocs(request.routeOptions.url) ? docs : everywhere);
    // request.protocol believes X-Forwarded-Proto only from TRUST_PROXY's addresses.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });
  // An answer any origin may read (the weather endpoints' Access-Control-Allow-Origin: *, for other
  // airports' embedded widgets) may also be loaded by any origin.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.getHeader('access-control-allow-origin') === '*')
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done(null, payload);
  });
}
