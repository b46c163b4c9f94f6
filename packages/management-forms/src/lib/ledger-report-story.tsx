// Stories of the report screens: a fresh report provider per story (a loader) and its ManagementProvider.
import type { Loader } from '@storybook/react-vite';
import { createLedgerReportProvider, type LedgerReportProviderOptions } from '../ledger-report-fixtures';
import type { ProviderFrameParameters } from './provider-story';

export { withManagementProvider } from './provider-story';

export type LedgerReportStoryParameters = ProviderFrameParameters & { reports?: LedgerReportProviderOptions };

export const ledgerReportLoaders: Loader[] = [
  (context) => ({
    provider: createLedgerReportProvider((context.parameters as LedgerReportStoryParameters).reports),
  }),
];

/** Types a story's parameters. */
export const reportParameters = (parameters: LedgerReportStoryParameters) => parameters;

/** A provider whose every report read fails, as when the server cannot be reached. */
export const failingReports: LedgerReportProviderOptions = {
  failWith: (op) =>
    op === 'run' ? { ok: false, status: 500, message: 'The reports could not be read' } : null,
};
