import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { withManagementProvider, workOrderLoaders } from '../lib/work-order-story';
import { OpenWorkOrders } from './open-work-orders';

const meta = {
  title: 'Management/Work orders/OpenWorkOrders',
  component: OpenWorkOrders,
  args: {
    managementCompanyID: FIXTURE_COMPANY_ID,
    getWorkOrderHref: (order) => `/workorders/1/${order.id}`,
    allHref: '/workorders/1',
  },
  loaders: workOrderLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof OpenWorkOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('link', { name: '#703 Taxiway B edge lights out' });
    await expect(first).toHaveAttribute('href', '/workorders/1/703');
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.queryByText(/Roof leak/)).toBeNull();
  },
};

export const NoneOpen: Story = {
  parameters: { provider: { workOrders: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No work order is open.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: { provider: { latencyMs: Infinity } } };

export const Refused: Story = {
  parameters: {
    provider: {
      failWith: (op: string, resource: string | null) =>
        op === 'getList' && resource === 'workOrder'
          ? { ok: false, status: 500, message: 'The server is down' }
          : null,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Work orders unavailable: The server is down/)).toBeVisible();
  },
};

export const Narrow: Story = { parameters: { width: 400 } };

export const Dark: Story = { globals: { theme: 'dark' } };
