// Stories of the vendor screens: a fresh vendor provider per story (a loader) and its ManagementProvider.
import type { Vendor } from '@hangar/contracts';
import type { Loader } from '@storybook/react-vite';
import type { MemoryProvider } from '../data/memory-provider';
import { createVendorProvider, type VendorProviderOptions } from '../vendor-fixtures';
import type { ProviderFrameParameters } from './provider-story';

export { withManagementProvider } from './provider-story';

/** Story parameters read by the loader and decorator. */
export type VendorStoryParameters = ProviderFrameParameters & {
  /** The stored vendors; the fixtures by default. */
  vendors?: readonly Vendor[];
  /** Options of the story's provider (latency, refusals, documents). */
  provider?: VendorProviderOptions;
};

type StoryProvider = ReturnType<typeof createVendorProvider>;

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const vendorLoaders: Loader[] = [
  (context) => {
    const { vendors, provider } = context.parameters as VendorStoryParameters;
    return { provider: createVendorProvider(vendors, provider) };
  },
];

/** The provider of a story, in its play function. */
export function vendorStoryProvider(loaded: unknown): StoryProvider & MemoryProvider {
  return (loaded as { provider: StoryProvider }).provider;
}

/** Types a story's parameters, so scripted refusals get their argument types. */
export function vendorParameters(parameters: VendorStoryParameters): VendorStoryParameters {
  return parameters;
}
