// Stories of the contact screens: a fresh contact provider per story (a loader) and its ManagementProvider.
import type { Contact } from '@hangar/contracts';
import type { Loader } from '@storybook/react-vite';
import { createContactProvider, type ContactProviderOptions } from '../contact-fixtures';
import type { MemoryProvider } from '../data/memory-provider';
import type { ProviderFrameParameters } from './provider-story';

export { withManagementProvider } from './provider-story';

/** Story parameters read by the loader and decorator. */
export type ContactStoryParameters = ProviderFrameParameters & {
  /** The stored contacts; the fixtures by default. */
  contacts?: readonly Contact[];
  /** Options of the story's provider (latency, refusals, named calls). */
  provider?: ContactProviderOptions;
};

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const contactLoaders: Loader[] = [
  (context) => {
    const { contacts, provider } = context.parameters as ContactStoryParameters;
    return { provider: createContactProvider(contacts, provider) };
  },
];

/** The provider of a story, in its play function. */
export function contactStoryProvider(loaded: unknown): MemoryProvider {
  return (loaded as { provider: MemoryProvider }).provider;
}

/** Types a story's parameters, so scripted refusals get their argument types. */
export function contactParameters(parameters: ContactStoryParameters): ContactStoryParameters {
  return parameters;
}
