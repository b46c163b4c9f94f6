// The embeddable bundle: one self-contained script (IIFE, Preact's React layer inside) that registers the custom elements.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // tailwind-merge knows every utility; the embed needs the few its widgets use (see class-merge.ts).
    // Preact's React compatibility layer instead of React: the widgets' hooks and components run unchanged at
    // about a fifth of React's weight (the bench prints the size; the embed e2e test runs every element).
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      {
        find: /^tailwind-merge$/,
        replacement: fileURLToPath(new URL('src/embed/class-merge.ts', import.meta.url)),
      },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    // tsup writes dist/ first; keep its files.
    emptyOutDir: false,
    // No source map in the package: its sources would be paths outside it (the workspace's node_modules and
    // the ui sources) and it would weigh four times the script.
    sourcemap: false,
    // An IIFE, not ES: Vite keeps ES library output unminified, and a classic script tag is simplest to embed.
    minify: true,
    lib: {
      entry: 'src/embed/index.tsx',
      formats: ['iife'],
      name: 'HangarWeatherWidgets',
      fileName: () => 'embed.js',
    },
    rollupOptions: { external: [] },
  },
});
