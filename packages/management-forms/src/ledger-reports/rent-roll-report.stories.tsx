import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import {
  failingReports,
  ledgerReportLoaders,
  reportParameters,
  withManagementProvider,
} from '../lib/ledger-report-story';
import { RentRollReport } from './rent-roll-report';

const meta = {
  title: 'Management/Reports/RentRollReport',
  component: RentRollReport,
  args: { managementCompanyID: FIXTURE_COMPANY_ID, defaultAsOf: '2026-06-15' },
  loaders: ledgerReportLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof RentRollReport>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Rent roll as of Jun 15, 2026' });
const units = (canvas: Canvas) =>
  canvas.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

export const Filled: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await waitFor(() => expect(units(canvas)).toHaveLength(6));
    await expect(units(canvas)[0]).toBe('H-1Hicks Airfield Hangars');
    await expect(units(canvas).at(-1)).toBe('Total');
    const vacant = canvas.getByRole('row', { name: /H-3/ });
    await expect(vacant).toHaveTextContent('Vacant');
    const total = canvas.getByRole('row', { name: /^Total/ });
    await expect(total).toHaveTextContent('4 of 5 units leased');
    await expect(total).toHaveTextContent('$2,600.00');
    await expect(total).toHaveTextContent('$975.00');
    await expect(total).toHaveTextContent('$3,150.00');
    await expect(canvas.getByRole('row', { name: /H-4/ })).toHaveTextContent('-$100.00');
  },
};

export const FilteredByProperty: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await waitFor(() => expect(units(canvas)).toHaveLength(6));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Property' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Saginaw Office Park' }));
    await waitFor(() => expect(units(canvas)).toEqual(['O-1Saginaw Office Park', 'Total']));
    await expect(canvas.getByRole('row', { name: /^Total/ })).toHaveTextContent('1 of 1 units leased');
  },
};

export const DownloadByKeyboard: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    const button = await canvas.findByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled());
    await expect(canvas.queryByText(/could not be downloaded/)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: reportParameters({ reports: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the rent roll…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: reportParameters({ reports: { rentRoll: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No units')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: reportParameters({ reports: failingReports }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reports could not be read');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };

export const Phone: Story = {
  parameters: reportParameters({ width: 400 }),
  play: async ({ canvasElement, canvas }) => {
    await table(canvas);
    await canvas.findByRole('row', { name: /^Total/ });
    const section = canvasElement.querySelector('[data-slot="rent-roll-report"]')!;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    // The table scrolls sideways in its own region, which takes focus for the arrow keys.
    const region = canvasElement.querySelector('[data-slot="data-table-scroll"]')!;
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
  },
};
