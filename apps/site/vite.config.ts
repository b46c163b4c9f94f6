// Vite build of the site: React, Tailwind, workspace packages from source, a manifest for the bench and e2e;
// with --ssr, the server entry of the pre-rendered airport pages (src/entry-server.tsx, to dist/server).
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './precompress';

/**
 * The small modules every airport page shares (React itself, class merging, the Slot, the icon base, the
 * cards, badges and empty states of the listings, the page title, ids): one chunk instead of a dozen, which an
 * anonymous visitor of `/` gets in one request and one gzip stream (the bundle bench: 19 scripts, 143.6 KB
 * before; 6 scripts, 140.9 KB after). Only modules `/` loads anyway belong here.
 */
const AIRPORT_COMMON =
  /node_modules\/(react\/|tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-slot|@radix-ui\/react-compose-refs|lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared|context))|packages\/ui\/src\/(badge|card|empty-state|skeleton|lib\/cn)|packages\/contracts\/src\/(max-id|resources\/unit-types)|apps\/site\/src\/pages\/page-title|packages\/weather-widgets\/src\/(lib\/use-image-frame|radar-map)|listing-rules/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // index.html gets <meta property="csp-nonce">: the API puts a fresh style nonce in place of this for each
  // answer (apps/api/src/security/headers.ts), for the <style> of modal dialogs' scroll lock (src/csp.ts).
  html: { cspNonce: '__HANGAR_CSP_NONCE__' },
  // The server bundle carries everything it runs (React included): the API loads it from the site's build
  // folder and resolves nothing from its own dependencies.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  // React's production build on the server as in the browser, whatever NODE_ENV the API runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { sourcemap: false, manifest: false, emptyOutDir: true }
    : {
        // Maps are written for decoding reported stack traces but not referenced from the scripts, and the
        // API never serves *.map: the public site ships no source.
        sourcemap: 'hidden',
        chunkSizeWarningLimit: 600,
        // .vite/manifest.json maps source modules to chunks: the e2e test, the bench and the server entry
        // (the pre-rendered pages' preloads) read it.
        manifest: true,
        rollupOptions: {
          output: { codeSplitting: { groups: [{ name: 'airport-common', test: AIRPORT_COMMON }] } },
        },
      },
}));
