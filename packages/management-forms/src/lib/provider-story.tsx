// The decorator the management stories share: the story's loaded provider in a ManagementProvider, in a sized frame.
import type { Decorator } from '@storybook/react-vite';
import { ManagementProvider, type ManagementDataProvider } from '../data';

/** Story parameters the decorator reads. */
export type ProviderFrameParameters = {
  /** The ManagementProvider's read-only switch. */
  readOnly?: boolean;
  /** Width of the frame, in px (a phone's 400, say). */
  width?: number;
};

/** Needs a loader that gives `loaded.provider` (adminLoaders, contactLoaders). */
export const withManagementProvider: Decorator = (Story, context) => {
  const { readOnly, width } = context.parameters as ProviderFrameParameters;
  const provider = (context.loaded as { provider: ManagementDataProvider }).provider;
  return (
    <ManagementProvider dataProvider={provider} readOnly={readOnly} swr={{ dedupingInterval: 0 }}>
      <div style={width ? { width } : undefined}>
        <Story />
      </div>
    </ManagementProvider>
  );
};
