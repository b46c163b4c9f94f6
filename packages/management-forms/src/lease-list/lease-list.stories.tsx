import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HICKS_ID } from '../property-fixtures';
import { LEASED_UNIT_ID, UNLEASED_UNIT_ID } from '../lease-fixtures';
import { leaseLoaders, leaseParameters, withManagementProvider } from '../lib/lease-story';
import { LeaseList } from './lease-list';

const meta = {
  title: 'Management/Leases/LeaseList',
  component: LeaseList,
  args: {
    owner: { unitID: LEASED_UNIT_ID },
    getLeaseHref: (l) => `/lease/${l.id}`,
    newLeaseHref: `/lease/new?unit=${LEASED_UNIT_ID}`,
  },
  loaders: leaseLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof LeaseList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rows = (canvas: Canvas) => canvas.getAllByRole('row').slice(1);

/** H-1's three leases, newest first, with their tenants, terms, rent and status. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(rows(canvas)[0]).toHaveTextContent('Jul 1, 2028 – Jun 30, 2029, then month to month');
    await expect(rows(canvas)[1]).toHaveTextContent('Barrera, Cody');
    await expect(rows(canvas)[1]).toHaveTextContent('$325.00 monthly');
    await expect(canvas.getAllByRole('link', { name: 'H-1' })[0]).toHaveAttribute('href', '/lease/503');
    await expect(canvas.getByRole('link', { name: 'New lease' })).toBeVisible();
  },
};

/** A property's leases filtered by status, down to none (with the way back). */
export const Filters: Story = {
  args: { owner: { propertyID: HICKS_ID } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Lease status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('O-1');
  },
};

export const Empty: Story = {
  args: { owner: { unitID: UNLEASED_UNIT_ID }, newLeaseHref: `/lease/new?unit=${UNLEASED_UNIT_ID}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No leases yet')).toBeVisible();
    const empty = canvas.getByText('No leases yet').closest('[data-slot="empty-state"]') as HTMLElement;
    await expect(within(empty).getByRole('link', { name: 'New lease' })).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  args: { newLeaseHref: undefined },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(canvas.queryByRole('link', { name: 'New lease' })).toBeNull();
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

export const Narrow: Story = {
  parameters: leaseParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    const list = canvasElement.querySelector('[data-slot="lease-list"]') as HTMLElement;
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
