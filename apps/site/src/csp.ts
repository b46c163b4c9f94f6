// What the site does to run under the API's Content-Security-Policy (apps/api/src/security/headers.ts), which
// allows no eval and no inline style without the nonce index.html was served with. Imported first by main.tsx.

/** The style nonce of this page (Vite's <meta property="csp-nonce">, filled in by the API). */
const nonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce;

// The scroll lock of modal dialogs (react-remove-scroll under Radix) adds a <style> element carrying the
// nonce it finds in `__webpack_nonce__` (get-nonce), the one global it reads.
if (nonce) Object.assign(window, { __webpack_nonce__: nonce });

// zod compiles object parsers with `new Function`, and probes for it when the first object schema is made:
// a caught attempt that the policy still reports. Its jitless mode (`z.config({ jitless: true })`) skips
// both. zod keeps its configuration on globalThis so that every copy shares it; setting it here, before
// any schema module loads, keeps zod out of the airport entry chunk.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });

export {};
