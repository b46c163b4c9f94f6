// The embeddable bundle: one self-contained script (IIFE, React included) that registers the custom elements.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    // tsup writes dist/ first; keep its files.
    emptyOutDir: false,
    sourcemap: true,
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
