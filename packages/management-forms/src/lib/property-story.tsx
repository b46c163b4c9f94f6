// Stories of the property screens: a fresh property provider per story (a loader) and its ManagementProvider.
import type { Loader } from '@storybook/react-vite';
import type { MemoryProvider } from '../data/memory-provider';
import { createPropertyProvider, type PropertyProviderOptions } from '../property-fixtures';
import type { ProviderFrameParameters } from './provider-story';

export { withManagementProvider } from './provider-story';

/** Story parameters read by the loader and decorator. */
export type PropertyStoryParameters = ProviderFrameParameters & { provider?: PropertyProviderOptions };

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const propertyLoaders: Loader[] = [
  (context) => {
    const { provider } = context.parameters as PropertyStoryParameters;
    return { provider: createPropertyProvider(provider) };
  },
];

/** The provider of a story, in its play function. */
export function propertyStoryProvider(loaded: unknown): MemoryProvider {
  return (loaded as { provider: MemoryProvider }).provider;
}

/** Types a story's parameters, so scripted refusals get their argument types. */
export function propertyParameters(parameters: PropertyStoryParameters): PropertyStoryParameters {
  return parameters;
}
