// Stories of the administration screens: a fresh admin provider per story (a loader) and its ManagementProvider.
import type { Loader } from '@storybook/react-vite';
import { createAdminProvider, type AdminProvider, type AdminProviderOptions } from '../admin-fixtures';
import type { ProviderFrameParameters } from './provider-story';

export { withManagementProvider } from './provider-story';

/** Story parameters read by the loader and decorator. */
export type AdminStoryParameters = ProviderFrameParameters & {
  /** Options of the story's provider (latency, refusals, other seed data). */
  admin?: AdminProviderOptions;
};

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const adminLoaders: Loader[] = [
  (context) => ({
    provider: createAdminProvider((context.parameters as AdminStoryParameters).admin),
  }),
];

/** The provider of a story, in its play function. */
export function storyProvider(loaded: unknown): AdminProvider {
  return (loaded as { provider: AdminProvider }).provider;
}

/** Types a story's parameters, so scripted refusals get their argument types. */
export function adminParameters(parameters: AdminStoryParameters): AdminStoryParameters {
  return parameters;
}

/** A provider that refuses every update as the server refuses bad fields: 400, a message and field errors. */
export function refusedUpdateParameters(
  message: string,
  fieldErrors: Record<string, string>,
): AdminStoryParameters {
  return {
    admin: { failWith: (op) => (op === 'update' ? { ok: false, status: 400, message, fieldErrors } : null) },
  };
}
