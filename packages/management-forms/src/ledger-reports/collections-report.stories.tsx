import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import {
  failingReports,
  ledgerReportLoaders,
  reportParameters,
  withManagementProvider,
} from '../lib/ledger-report-story';
import { CollectionsReport } from './collections-report';

const meta = {
  title: 'Management/Reports/CollectionsReport',
  component: CollectionsReport,
  args: { managementCompanyID: FIXTURE_COMPANY_ID, today: '2026-06-15' },
  loaders: ledgerReportLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof CollectionsReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Collections in June 2026, by property' });
    const total = await canvas.findByRole('row', { name: /^Total/ });
    await expect(total).toHaveTextContent('$2,650.00');
    await expect(total).toHaveTextContent('$1,025.00');
    await expect(total).toHaveTextContent('$1,625.00');
  },
};

export const AnotherMonth: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('row', { name: /^Total/ });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByRole('option', { name: 'March 2026' }));
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Collections in March 2026, by property' })).toBeVisible(),
    );
  },
};

export const Empty: Story = {
  parameters: reportParameters({ reports: { noCollections: true } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No properties')).toBeVisible();
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
    await canvas.findByRole('row', { name: /^Total/ });
    const section = canvasElement.querySelector('[data-slot="collections-report"]')!;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
