// Stories of the work order screens: a fresh work order provider per story (a loader) and its ManagementProvider.
import type { Loader } from '@storybook/react-vite';
import type { MemoryProvider } from '../data/memory-provider';
import { createWorkOrderProvider, type WorkOrderProviderOptions } from '../work-order-fixtures';
import type { ProviderFrameParameters } from './provider-story';

export { withManagementProvider } from './provider-story';

export type WorkOrderStoryParameters = ProviderFrameParameters & { provider?: WorkOrderProviderOptions };

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const workOrderLoaders: Loader[] = [
  (context) => ({
    provider: createWorkOrderProvider((context.parameters as WorkOrderStoryParameters).provider),
  }),
];

export function workOrderStoryProvider(loaded: unknown): MemoryProvider {
  return (loaded as { provider: MemoryProvider }).provider;
}
