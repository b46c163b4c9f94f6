// Vite build of the site: React, Tailwind, workspace packages from source, a manifest for the bench and e2e.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // index.html gets <meta property="csp-nonce">: the API puts a fresh style nonce in place of this for each
  // answer (apps/api/src/security/headers.ts), for the <style> of modal dialogs' scroll lock (src/csp.ts).
  html: { cspNonce: '__HANGAR_CSP_NONCE__' },
  build: {
    // Maps are written for decoding reported stack traces but not referenced from the scripts, and the API
    // never serves *.map: the public site ships no source.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json maps source modules to chunks: the e2e test and the bench read it.
    manifest: true,
  },
});
