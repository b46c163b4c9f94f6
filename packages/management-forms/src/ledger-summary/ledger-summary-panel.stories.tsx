import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { createMemoryProvider, type MemoryProviderOptions } from '../data/memory-provider';
import { homeLedgerSummary } from '../ledger-fixtures';
import { withManagementProvider, type ProviderFrameParameters } from '../lib/provider-story';
import { LedgerSummaryPanel } from './ledger-summary-panel';

type Parameters = ProviderFrameParameters & { provider?: MemoryProviderOptions };

const loaders: Loader[] = [
  (context) => {
    const { provider } = context.parameters as Parameters;
    return {
      provider: createMemoryProvider(
        {},
        {
          named: { '/LedgerSummary/': () => ({ ok: true, data: structuredClone(homeLedgerSummary) }) },
          ...provider,
        },
      ),
    };
  },
];
const parameters = (p: Parameters) => p;

const meta = {
  title: 'Management/Home/LedgerSummaryPanel',
  component: LedgerSummaryPanel,
  args: { managementCompanyID: FIXTURE_COMPANY_ID, companyName: 'Alpha' },
  loaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof LedgerSummaryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This month's figures, and both charts with their numbers one keypress away. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Rent in November 2026' })).toBeVisible();
    const figures = canvasElement.querySelector('dl') as HTMLElement;
    await expect(within(figures).getByText('Charged').nextElementSibling).toHaveTextContent('$11,840.00');
    await expect(within(figures).getByText('Collected').nextElementSibling).toHaveTextContent('$10,215.00');
    await expect(within(figures).getByText('Outstanding').nextElementSibling).toHaveTextContent('$1,625.00');
    // The charts draw (bars and a line) and hide nothing a keyboard could reach.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBe(24));
    await expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull();
    // The occupancy table opens by keyboard and says the same numbers.
    const toggle = canvas.getByText('The numbers of occupancy');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const occupancy = canvas.getByRole('table', { name: 'Occupancy by month' });
    await expect(within(occupancy).getAllByRole('row')).toHaveLength(13);
    await expect(within(occupancy).getByRole('row', { name: /Nov 2026/ })).toHaveTextContent(
      '20' + '24' + '83%',
    );
    await userEvent.click(canvas.getByText('The numbers of collections'));
    const collections = canvas.getByRole('table', { name: 'Charged and collected by month' });
    await expect(within(collections).getByRole('row', { name: /Aug 2026/ })).toHaveTextContent(
      '$11,100.00$10,450.00',
    );
  },
};

export const Loading: Story = {
  parameters: parameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="ledger-summary"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const LoadFails: Story = {
  parameters: parameters({
    provider: { failWith: () => ({ ok: false, status: 503, message: 'Reports are resting.' }) },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rent figures unavailable: Reports are resting.')).toBeVisible();
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };

export const Narrow: Story = {
  parameters: parameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Rent in November 2026' });
    const panel = canvasElement.querySelector('[data-slot="ledger-summary"]') as HTMLElement;
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
