// One tsup setup for every publishable package: ESM + .d.ts, React and workspace packages left external.
import { defineConfig, type Options } from 'tsup';

export function packageConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: true,
    treeshake: true,
    dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
    ...overrides,
  });
}
