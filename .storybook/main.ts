// One Storybook for every package: stories are globbed from packages/*/src.
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: '.storybook/tsconfig.docgen.json',
      include: ['packages/*/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) =>
        !prop.parent ||
        !/node_modules/.test(prop.parent.fileName) ||
        /node_modules\/@radix-ui\//.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    // @tailwindcss/vite is ESM-only: load it here, not at the top.
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ['source', ...defaultClientConditions] },
      build: {
        chunkSizeWarningLimit: 4000,
        rollupOptions: {
          onwarn(
            warning: { code?: string; message: string },
            warn: (w: { code?: string; message: string }) => void,
          ) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
