import type { WorkOrder } from '@hangar/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { withManagementProvider, workOrderLoaders } from '../lib/work-order-story';
import {
  doneOrder,
  newDoorOrder,
  overdueOrder,
  scheduledOrder,
  UNINSURED_VENDOR,
} from '../work-order-fixtures';
import { WorkOrderPanel, type WorkOrderPanelProps } from './work-order-panel';

/** The panel as a page holds it: the work order handed back after each change. */
function Holder(
  props: Omit<WorkOrderPanelProps, 'onChanged'> & { onChanged?: WorkOrderPanelProps['onChanged'] },
) {
  const [order, setOrder] = useState<WorkOrder>(props.workOrder);
  const [note, setNote] = useState('');
  return (
    <div className="grid gap-4">
      <p role="status" aria-label="Last change">
        {note}
      </p>
      <WorkOrderPanel
        {...props}
        workOrder={order}
        onChanged={(next, text) => {
          setOrder(next);
          setNote(text);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Management/Work orders/WorkOrderPanel',
  component: Holder,
  args: { workOrder: newDoorOrder },
  loaders: workOrderLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof Holder>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooseVendor = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Vendor' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

/** A vendor without valid insurance is refused; the dialog asks why, and the reason assigns it. */
export const OverrideInsurance: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Assign a vendor' });
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Vendor' })).toBeEnabled());
    await chooseVendor(UNINSURED_VENDOR.fileAs);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign without valid insurance?' });
    await expect(dialog).toHaveTextContent('has no valid insurance on');
    await userEvent.click(screen.getByRole('button', { name: 'Assign anyway' }));
    await expect(
      await screen.findByText('Give the reason in a few words (3 characters or more)'),
    ).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Only company free today');
    await userEvent.click(screen.getByRole('button', { name: 'Assign anyway' }));
    await expect(await canvas.findByRole('status', { name: 'Last change' })).toHaveTextContent(
      `Assigned to ${UNINSURED_VENDOR.fileAs}.`,
    );
    await expect(canvas.getByText('Only company free today')).toBeVisible();
  },
};

/** Moving on: the status changes and the history grows, the note with it. */
export const ChangeStatus: Story = {
  args: { workOrder: scheduledOrder },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note for the history' }), 'On site');
    await userEvent.click(canvas.getByRole('button', { name: 'Update the status' }));
    await expect(await canvas.findByRole('status', { name: 'Last change' })).toHaveTextContent(
      'The work order is in progress.',
    );
    const items = canvas
      .getAllByRole('listitem')
      .filter((li: HTMLElement) => li.dataset.slot === 'work-order-history-item');
    await expect(items.at(-1)).toHaveTextContent(/In progress.*On site/);
  },
};

/** A refused move says why. */
export const RefusedMove: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update the status' }));
    await expect(await canvas.findByText('Assign a vendor first')).toBeVisible();
  },
};

/** Late, with an override kept. */
export const Overdue: Story = { args: { workOrder: overdueOrder } };

/** Done: history and photos only. */
export const Done: Story = { args: { workOrder: doneOrder } };

export const ReadOnly: Story = { args: { workOrder: scheduledOrder, readOnly: true } };

export const Narrow: Story = { args: { workOrder: overdueOrder }, parameters: { width: 400 } };

export const Dark: Story = { args: { workOrder: scheduledOrder }, globals: { theme: 'dark' } };
