import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { LEASED_UNIT_ID } from '../lease-fixtures';
import { withManagementProvider, workOrderLoaders } from '../lib/work-order-story';
import { WorkOrderList } from './work-order-list';

const meta = {
  title: 'Management/Work orders/WorkOrderList',
  component: WorkOrderList,
  args: {
    owner: { managementCompanyID: FIXTURE_COMPANY_ID },
    getWorkOrderHref: (order) => `/workorders/1/${order.id}`,
    newWorkOrderHref: '/workorders/1/new',
  },
  loaders: workOrderLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof WorkOrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const titles = (canvas: Canvas) =>
  canvas
    .getAllByRole('link')
    .filter((a: HTMLElement) => a.getAttribute('data-slot') === 'data-table-link')
    .map((a: HTMLElement) => a.textContent);

/** The open work orders, emergencies first; the late one marked overdue. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /Taxiway B edge lights out/ });
    await expect(titles(canvas)).toEqual([
      '#703 Taxiway B edge lights out',
      '#701 Hangar door sticks half-way',
      '#702 Door bottom seal torn',
    ]);
    const late = canvas.getByRole('row', { name: /Taxiway B/ });
    await expect(late).toHaveTextContent('Overdue');
    await expect(canvas.getByRole('link', { name: 'New work order' })).toHaveAttribute(
      'href',
      '/workorders/1/new',
    );
  },
};

/** Every status, by the status filter (keyboard: the select opens and picks with the keys). */
export const AnyStatus: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /Taxiway B/ });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    await expect(await canvas.findByRole('link', { name: /Roof leak/ })).toBeVisible();
    await expect(titles(canvas)).toEqual(['#704 Roof leak over the office corner']);
  },
};

/** Nothing open yet. */
export const Empty: Story = {
  parameters: { provider: { workOrders: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open work orders')).toBeVisible();
  },
};

/** No match for a search. */
export const NoMatch: Story = {
  args: { defaultQuery: { q: 'hydraulic' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No work orders match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every work order' }));
    await expect(await canvas.findByRole('link', { name: /Roof leak/ })).toBeVisible();
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
    await expect(await canvas.findByText(/The server is down/)).toBeVisible();
  },
};

/** A unit's work orders, without filters, at a phone's width. */
export const UnitNarrow: Story = {
  args: { owner: { unitID: LEASED_UNIT_ID }, hideFilters: true, newWorkOrderHref: undefined },
  parameters: { width: 400 },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /Hangar door sticks/ });
    await expect(canvas.queryByRole('textbox', { name: 'Search work orders' })).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
