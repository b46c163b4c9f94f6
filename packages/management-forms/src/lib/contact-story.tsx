// Stories of the contact screens: a fresh contact provider per story (a loader) and its ManagementProvider.
import type { Contact } from '@hangar/contracts';
import type { Decorator, Loader } from '@storybook/react-vite';
import { createContactProvider, type ContactProviderOptions } from '../contact-fixtures';
import { ManagementProvider, type MemoryProvider } from '../data';

/** Story parameters read by the loader and decorator. */
export type ContactStoryParameters = {
  /** The stored contacts; the fixtures by default. */
  contacts?: readonly Contact[];
  /** Options of the story's provider (latency, refusals, named calls). */
  provider?: ContactProviderOptions;
  /** The ManagementProvider's read-only switch. */
  readOnly?: boolean;
  /** Width of the frame, in px (a phone's 400, say). */
  width?: number;
};

/** Loaded as `loaded.provider`, so a play function can read what was stored. */
export const contactLoaders: Loader[] = [
  (context) => {
    const { contacts, provider } = context.parameters as ContactStoryParameters;
    return { provider: createContactProvider(contacts, provider) };
  },
];

export const withContactProvider: Decorator = (Story, context) => {
  const { readOnly, width } = context.parameters as ContactStoryParameters;
  const provider = (context.loaded as { provider: MemoryProvider }).provider;
  return (
    <ManagementProvider dataProvider={provider} readOnly={readOnly} swr={{ dedupingInterval: 0 }}>
      <div style={width ? { width } : undefined}>
        <Story />
      </div>
    </ManagementProvider>
  );
};

/** The provider of a story, in its play function. */
export function contactStoryProvider(loaded: unknown): MemoryProvider {
  return (loaded as { provider: MemoryProvider }).provider;
}

/** Types a story's parameters, so scripted refusals get their argument types. */
export function contactParameters(parameters: ContactStoryParameters): ContactStoryParameters {
  return parameters;
}
