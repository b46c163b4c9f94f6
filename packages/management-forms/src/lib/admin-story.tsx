// Stories of the administration screens: a fresh admin provider per story (a loader) and its ManagementProvider.
import type { Decorator, Loader } from '@storybook/react-vite';
import { createAdminProvider, type AdminProvider, type AdminProviderOptions } from '../admin-fixtures';
import { ManagementProvider } from '../data';

/** Story parameters read by the loader and decorator. */
export type AdminStoryParameters = {
  /** Options of the story's provider (latency, refusals, other seed data). */
  admin?: AdminProviderOptions;
  /** The ManagementProvider's read-only switch. */
  readOnly?: boolean;
  /** Width of the frame, in px (a phone's 400, say). */
  width?: number;
};

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const adminLoaders: Loader[] = [
  (context) => ({
    provider: createAdminProvider((context.parameters as AdminStoryParameters).admin),
  }),
];

export const withAdminProvider: Decorator = (Story, context) => {
  const { readOnly, width } = context.parameters as AdminStoryParameters;
  const provider = (context.loaded as { provider: AdminProvider }).provider;
  return (
    <ManagementProvider dataProvider={provider} readOnly={readOnly} swr={{ dedupingInterval: 0 }}>
      <div style={width ? { width } : undefined}>
        <Story />
      </div>
    </ManagementProvider>
  );
};

/** The provider of a story, in its play function. */
export function storyProvider(loaded: unknown): AdminProvider {
  return (loaded as { provider: AdminProvider }).provider;
}

/** Types a story's parameters, so scripted refusals get their argument types. */
export function adminParameters(parameters: AdminStoryParameters): AdminStoryParameters {
  return parameters;
}
