import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  propertyLoaders,
  propertyParameters,
  propertyStoryProvider,
  withManagementProvider,
} from '../lib/property-story';
import { HICKS_ID } from '../property-fixtures';
import { UnitBatchForm } from './unit-batch-form';

const meta = {
  title: 'Management/Properties/UnitBatchForm',
  component: UnitBatchForm,
  args: { propertyID: HICKS_ID, onSaved: fn(), onCancel: fn() },
  loaders: propertyLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof UnitBatchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add the units' }));
    await expect(await canvas.findByText('Name the units to add')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const AddsARange: Story = {
  play: async ({ canvas, args, loaded }) => {
    await userEvent.type(canvas.getByLabelText(/^Units to add/), 'H-13 to H-18');
    await expect(canvas.getByText('6 units: H-13, H-14, H-15, H-16, H-17, H-18')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Door width (ft)'), '42');
    await userEvent.type(canvas.getByLabelText('Market rent (monthly)'), '340');
    await userEvent.click(canvas.getByRole('switch', { name: 'Listed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add the units' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const added = propertyStoryProvider(loaded)
      .records('rentalUnit')
      .filter((u) => /^H-1[3-8]$/.test(String(u.unitNumber)));
    await expect(added).toHaveLength(6);
    await expect(added[0]).toMatchObject({
      doorWidthFt: 42,
      marketRentCents: 34000,
      isListed: true,
      type: 't-hangar',
    });
  },
};

export const BadRange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Units to add/), 'H-12 to H-1');
    await expect(canvas.getByText(/is not a range/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add the units' }));
    await expect(canvas.getByLabelText(/^Units to add/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  play: async ({ canvas, args, loaded }) => {
    const numbers = canvas.getByLabelText(/^Units to add/);
    await userEvent.type(numbers, 'H-11, H-12, H-13');
    await userEvent.type(canvas.getByLabelText('Door width (ft)'), '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the units' }));
    await expect(
      await canvas.findByText('H-11, H-12 already exist in this property; nothing was added.'),
    ).toBeVisible();
    // Nothing typed is lost and nothing was stored.
    await expect(numbers).toHaveValue('H-11, H-12, H-13');
    await expect(canvas.getByLabelText('Door width (ft)')).toHaveValue('42');
    await expect(
      propertyStoryProvider(loaded)
        .records('rentalUnit')
        .some((u) => u.unitNumber === 'H-13'),
    ).toBe(false);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  parameters: propertyParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/^Units to add/), 'A01..A40');
    await expect(canvas.getByText('40 units: A01, A02, A03, A04, A05 … A40')).toBeVisible();
    const form = canvasElement.querySelector('[data-slot="unit-batch-form"]')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(400);
  },
};

/** At the width of the "Add several units" dialog: the Floor, Power and Enclosure selects sit side by side
 * without covering each other. */
export const DialogWidth: Story = {
  parameters: propertyParameters({ width: 720 }),
  play: async ({ canvas }) => {
    const triggers = ['Floor', 'Power', 'Enclosure'].map((name) =>
      canvas.getByRole('combobox', { name }).getBoundingClientRect(),
    );
    for (let i = 0; i < triggers.length; i++) {
      for (let j = i + 1; j < triggers.length; j++) {
        const [a, b] = [triggers[i]!, triggers[j]!];
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        await expect(overlap).toBe(false);
      }
    }
  },
};
