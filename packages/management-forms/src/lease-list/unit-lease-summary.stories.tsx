import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { leaseFixtures, LEASED_UNIT_ID, UNLEASED_UNIT_ID } from '../lease-fixtures';
import { leaseLoaders, leaseParameters, withManagementProvider } from '../lib/lease-story';
import { UnitLeaseSummary } from './unit-lease-summary';

const meta = {
  title: 'Management/Leases/UnitLeaseSummary',
  component: UnitLeaseSummary,
  args: {
    unitID: LEASED_UNIT_ID,
    getLeaseHref: (l) => `/lease/${l.id}`,
    newLeaseHref: `/lease/new?unit=${LEASED_UNIT_ID}`,
  },
  loaders: leaseLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof UnitLeaseSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** H-1: the current lease in full, the past and the later one as links, and "New lease". */
export const WithLeases: Story = {
  play: async ({ canvas, canvasElement }) => {
    const current = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-slot="unit-lease-summary-current"]');
      if (!found) throw new Error('not yet');
      return found;
    });
    await expect(within(current).getByRole('heading', { name: 'Current lease' })).toBeVisible();
    await expect(current).toHaveTextContent('Barrera, Cody');
    await expect(current).toHaveTextContent('Jul 1, 2025 – Jun 30, 2028');
    await expect(current).toHaveTextContent('$325.00 monthly');
    await expect(within(current).getByRole('link', { name: /Open the lease/ })).toHaveAttribute(
      'href',
      '/lease/501',
    );
    const others = canvasElement.querySelector('[data-slot="unit-lease-summary-others"]') as HTMLElement;
    await expect(within(others).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'New lease' })).toHaveAttribute(
      'href',
      `/lease/new?unit=${LEASED_UNIT_ID}`,
    );
  },
};

/** Only a later lease: it leads, as the next one. */
export const NextLeaseOnly: Story = {
  parameters: leaseParameters({ provider: { leases: leaseFixtures.filter((l) => l.id === 503) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Next lease' })).toBeVisible();
    await expect(canvas.getByText('Starts later')).toBeVisible();
  },
};

export const WithoutLeases: Story = {
  args: { unitID: UNLEASED_UNIT_ID, newLeaseHref: `/lease/new?unit=${UNLEASED_UNIT_ID}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No leases yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New lease' })).toBeVisible();
  },
};

export const WithoutLeasesReadOnly: Story = {
  args: { unitID: UNLEASED_UNIT_ID, newLeaseHref: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This unit has never been leased.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'New lease' })).toBeNull();
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

export const Narrow: Story = {
  parameters: leaseParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Current lease' });
    const box = canvasElement.querySelector('[data-slot="unit-lease-summary"]') as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(400);
  },
};
