import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { CURRENT_LEASE_ID, MONTH_TO_MONTH_LEASE_ID } from '../lease-fixtures';
import { creditLedger, owingLedger } from '../ledger-fixtures';
import { leaseLoaders, leaseParameters, withManagementProvider } from '../lib/lease-story';
import { CompanyLeaseList } from './company-lease-list';

const meta = {
  title: 'Management/Leases/CompanyLeaseList',
  component: CompanyLeaseList,
  args: { managementCompanyID: FIXTURE_COMPANY_ID, getLeaseHref: (l) => `/lease/${l.id}` },
  loaders: leaseLoaders,
  decorators: [withManagementProvider],
  parameters: leaseParameters({
    provider: { ledgers: { [CURRENT_LEASE_ID]: owingLedger(), [MONTH_TO_MONTH_LEASE_ID]: creditLedger() } },
  }),
} satisfies Meta<typeof CompanyLeaseList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rows = (canvas: Canvas): HTMLElement[] => canvas.getAllByRole('row').slice(1);

/** Every lease of the company with property, tenants, term, status, rent, and a balance where there is a ledger. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    const current = rows(canvas).find(
      (r) => r.textContent?.includes('Barrera, Cody') && r.textContent.includes('Owes'),
    )!;
    await expect(current).toHaveTextContent('H-1, Hicks Airfield Hangars');
    await expect(current).toHaveTextContent('Owes $550.00');
    await expect(canvas.getByText('Credit of $150.00')).toBeVisible();
    await expect(within(current).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/lease/${CURRENT_LEASE_ID}`,
    );
  },
};

/** "Owes money" keeps only the leases with a balance due; the way back clears it. */
export const OwesMoney: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Balance' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Owes money' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('Owes $550.00');
  },
};

/** "Ending within 30 days": renewals to see to (none of the fixtures' terms ends that soon); the way back. */
export const EndingSoon: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ending' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ending within 30 days' }));
    await expect(await canvas.findByText('No leases match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
  },
};

/** A search with no match, then cleared. */
export const NoMatch: Story = {
  args: { defaultQuery: { q: 'Nobody at all' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No leases match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
  },
};

export const Empty: Story = {
  args: { managementCompanyID: 999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No leases yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: leaseParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
        'data-state',
        'loading',
      ),
    );
  },
};

export const LoadFails: Story = {
  parameters: leaseParameters({
    provider: { refuse: { ok: false, status: 503, message: 'Leases unavailable.' } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Leases unavailable.');
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };

export const Narrow: Story = {
  parameters: leaseParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rows(canvas).length).toBeGreaterThan(0));
    const list = canvasElement.querySelector('[data-slot="company-lease-list"]') as HTMLElement;
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
