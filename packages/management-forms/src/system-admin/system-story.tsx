// Stories of the system administration screens: a fresh system provider per story and its ManagementProvider.
import type { Loader } from '@storybook/react-vite';
import type { ProviderFrameParameters } from '../lib/provider-story';
import { createSystemProvider, type SystemProviderOptions } from './system-fixtures';

export { withManagementProvider } from '../lib/provider-story';

export type SystemStoryParameters = ProviderFrameParameters & { system?: SystemProviderOptions };

export const systemLoaders: Loader[] = [
  (context) => ({
    provider: createSystemProvider((context.parameters as SystemStoryParameters).system),
  }),
];

export function systemParameters(parameters: SystemStoryParameters): SystemStoryParameters {
  return parameters;
}

/** Refuses every named call to `path` (a prefix) with `status` and `message`. */
export const refusing = (prefix: string, status: number, message: string): SystemStoryParameters => ({
  system: {
    failWith: (op, _resource, detail) =>
      op === 'run' && detail.path?.startsWith(prefix) ? { ok: false, status, message } : null,
  },
});
