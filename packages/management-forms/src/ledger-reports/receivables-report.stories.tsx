import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, waitFor } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import {
  failingReports,
  ledgerReportLoaders,
  reportParameters,
  withManagementProvider,
} from '../lib/ledger-report-story';
import { ReceivablesReport } from './receivables-report';

const meta = {
  title: 'Management/Reports/ReceivablesReport',
  component: ReceivablesReport,
  args: { managementCompanyID: FIXTURE_COMPANY_ID, defaultAsOf: '2026-06-15' },
  loaders: ledgerReportLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof ReceivablesReport>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) =>
  canvas.findByRole('table', { name: 'Receivables as of Jun 15, 2026, by days past due' });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(4));
    const headers = canvas.getAllByRole('columnheader').map((h: HTMLElement) => h.textContent);
    await expect(headers).toEqual([
      'Lease',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total owed',
      'Credit',
    ]);
    await expect(canvas.getByRole('row', { name: /Blue Sky Flyers/ })).toHaveTextContent('$850.00');
    await expect(canvas.getByRole('row', { name: /Cirrus Club/ })).toHaveTextContent('-$100.00');
    const total = canvas.getByRole('row', { name: /^Total/ });
    await expect(total).toHaveTextContent('$3,250.00');
    await expect(total).toHaveTextContent('$1,200.00');
  },
};

export const Loading: Story = {
  parameters: reportParameters({ reports: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the receivables…')).toBeInTheDocument();
  },
};

export const NothingOwed: Story = {
  parameters: reportParameters({ reports: { receivables: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing is owed')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: reportParameters({ reports: failingReports }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reports could not be read');
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };

export const Phone: Story = {
  parameters: reportParameters({ width: 400 }),
  play: async ({ canvasElement, canvas }) => {
    await table(canvas);
    await canvas.findByRole('row', { name: /^Total/ });
    const section = canvasElement.querySelector('[data-slot="receivables-report"]')!;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    // The table scrolls sideways in its own region, which takes focus for the arrow keys.
    const region = canvasElement.querySelector('[data-slot="data-table-scroll"]')!;
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
  },
};
