// Stories of the system operations screens: a fresh provider per story (a loader) over the fixtures.
import type { Loader } from '@storybook/react-vite';
import type { MemoryProviderOptions } from '../data/memory-provider';
import type { ProviderFrameParameters } from '../lib/provider-story';
import {
  createSystemOperationsProvider,
  type SystemOperationsData,
  type SystemOperationsProvider,
} from './system-operations-fixtures';

export { withManagementProvider } from '../lib/provider-story';

export type SystemOperationsStoryParameters = ProviderFrameParameters & {
  system?: { data?: Partial<SystemOperationsData>; options?: Omit<MemoryProviderOptions, 'named'> };
};

export const systemLoaders: Loader[] = [
  (context) => {
    const { system } = context.parameters as SystemOperationsStoryParameters;
    return { provider: createSystemOperationsProvider(system?.data, system?.options) };
  },
];

export function systemProvider(loaded: unknown): SystemOperationsProvider {
  return (loaded as { provider: SystemOperationsProvider }).provider;
}

export function systemParameters(
  parameters: SystemOperationsStoryParameters,
): SystemOperationsStoryParameters {
  return parameters;
}

/** Every named GET of `path` (a prefix) refused as the server would, with `status`. */
export const refusedRead = (path: string, message = 'The server could not answer', status = 500) =>
  systemParameters({
    system: {
      options: {
        failWith: (op, _resource, detail) =>
          op === 'run' && detail.method === 'GET' && detail.path?.startsWith(path)
            ? { ok: false, status, message }
            : null,
      },
    },
  });

/** Never answers: the loading state. */
export const loading = systemParameters({ system: { options: { latencyMs: Infinity } } });
