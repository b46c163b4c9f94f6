import { defineConfig } from 'tsup';

// The server is bundled with its workspace packages, so `node dist/main.js` needs only npm dependencies.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@hangar\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
