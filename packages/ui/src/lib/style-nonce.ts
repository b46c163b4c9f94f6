// The page's style nonce, for components that add a <style> element (under a CSP without 'unsafe-inline').

/**
 * The nonce of Vite's `<meta property="csp-nonce">` (the site fills it in per answer), else the global that
 * bundlers' style loaders read; undefined where no policy asks for one (Storybook, tests).
 */
export function styleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return (
    document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce ||
    (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ ||
    undefined
  );
}
