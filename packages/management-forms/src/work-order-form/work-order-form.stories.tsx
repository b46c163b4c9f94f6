import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { withManagementProvider, workOrderLoaders, workOrderStoryProvider } from '../lib/work-order-story';
import { HICKS_ID } from '../property-fixtures';
import { doneOrder, newDoorOrder, overdueOrder } from '../work-order-fixtures';
import { WorkOrderForm } from './work-order-form';

const meta = {
  title: 'Management/Work orders/WorkOrderForm',
  component: WorkOrderForm,
  args: { managementCompanyID: FIXTURE_COMPANY_ID },
  loaders: workOrderLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof WorkOrderForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new work order: what is missing is named at its field; a common area needs its name. */
export const New: Story = {
  args: { place: { propertyID: HICKS_ID } },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('Choose a category')).not.toHaveLength(0);
    await expect(canvas.getAllByText('Say in a few words what needs doing')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Snow' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Plough taxiway B');
    await userEvent.type(canvas.getByRole('textbox', { name: /Common area/ }), 'Taxiway B');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(workOrderStoryProvider(loaded).records('workOrder')).toHaveLength(5));
    const saved = workOrderStoryProvider(loaded).records<{ title: string; commonArea: string }>('workOrder');
    await expect(saved.at(-1)).toMatchObject({ title: 'Plough taxiway B', commonArea: 'Taxiway B' });
  },
};

/** An existing one: its place and what is wrong. */
export const Edit: Story = { args: { workOrder: newDoorOrder } };

/** A common area's work order at a phone's width. */
export const CommonAreaNarrow: Story = { args: { workOrder: overdueOrder }, parameters: { width: 400 } };

/** Done and billed: the cost is final. */
export const Done: Story = {
  args: { workOrder: doneOrder },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Done: the cost is final.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Labour' })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { workOrder: newDoorOrder }, parameters: { readOnly: true } };

export const Loading: Story = {
  args: { workOrderID: newDoorOrder.id },
  parameters: { provider: { latencyMs: Infinity } },
};

export const Dark: Story = { args: { workOrder: doneOrder }, globals: { theme: 'dark' } };
