// Stories of the lease screens: a fresh lease provider per story (a loader) and its ManagementProvider.
import type { Loader } from '@storybook/react-vite';
import type { MemoryProvider } from '../data/memory-provider';
import { createLeaseProvider, type LeaseProviderOptions } from '../lease-fixtures';
import type { ProviderFrameParameters } from './provider-story';

export { withManagementProvider } from './provider-story';

/** Story parameters read by the loader and decorator. */
export type LeaseStoryParameters = ProviderFrameParameters & { provider?: LeaseProviderOptions };

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const leaseLoaders: Loader[] = [
  (context) => {
    const { provider } = context.parameters as LeaseStoryParameters;
    return { provider: createLeaseProvider(provider) };
  },
];

/** The provider of a story, in its play function. */
export function leaseStoryProvider(loaded: unknown): MemoryProvider {
  return (loaded as { provider: MemoryProvider }).provider;
}

/** Types a story's parameters, so scripted refusals get their argument types. */
export function leaseParameters(parameters: LeaseStoryParameters): LeaseStoryParameters {
  return parameters;
}
