import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CONFLICT_TITLE } from '../data';
import {
  propertyLoaders,
  propertyParameters,
  propertyStoryProvider,
  withManagementProvider,
} from '../lib/property-story';
import { boxHangar, DUPLEX_ID, HICKS_ID, rentalUnitFixtures } from '../property-fixtures';
import { RentalUnitForm } from './rental-unit-form';

const meta = {
  title: 'Management/Properties/RentalUnitForm',
  component: RentalUnitForm,
  args: {
    propertyID: HICKS_ID,
    propertyName: 'Hicks Airfield Hangars',
    onSaved: fn(),
    onCancel: fn(),
    onDeleted: fn(),
  },
  loaders: propertyLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof RentalUnitForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));
const chooseType = async (canvas: Canvas, name: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

export const Empty: Story = {
  play: async ({ canvas, args, loaded }) => {
    // A new unit starts as a T-hangar: the hangar fields show, the rooms do not.
    await expect(canvas.getByLabelText('Door width (ft)')).toBeVisible();
    await expect(canvas.queryByLabelText('Bedrooms')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Unit number/), 'H-13');
    await userEvent.type(canvas.getByLabelText('Door width (ft)'), '41.5');
    await userEvent.type(canvas.getByLabelText('Door height (ft)'), '12');
    await userEvent.type(canvas.getByLabelText('Market rent (monthly)'), '325');
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = propertyStoryProvider(loaded)
      .records('rentalUnit')
      .find((u) => u.unitNumber === 'H-13');
    await expect(stored).toMatchObject({
      type: 't-hangar',
      doorWidthFt: 41.5,
      doorHeightFt: 12,
      marketRentCents: 32500,
    });
  },
};

export const FieldsFollowTheType: Story = {
  play: async ({ canvas }) => {
    await chooseType(canvas, 'Apartment');
    await expect(canvas.getByLabelText('Bedrooms')).toBeVisible();
    await expect(canvas.queryByLabelText('Door width (ft)')).toBeNull();
    await chooseType(canvas, 'Office');
    await expect(canvas.queryByLabelText('Bedrooms')).toBeNull();
    await expect(canvas.queryByLabelText('Door width (ft)')).toBeNull();
  },
};

export const Filled: Story = {
  args: { unit: boxHangar },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Unit number/)).toHaveValue('B-1');
    await expect(await canvas.findByRole('combobox', { name: 'Property' })).toHaveTextContent(
      'Hicks Airfield Hangars',
    );
    await expect(canvas.getByLabelText('Door width (ft)')).toHaveValue('50');
    await expect(canvas.getByRole('switch', { name: 'Heated' })).toBeChecked();
    await expect(canvas.getByLabelText('Listing text')).toHaveValue('Heated 60×60 box hangar, 220 V.');
  },
};

export const MovesToAnotherProperty: Story = {
  args: { unit: boxHangar },
  play: async ({ canvas, args, loaded }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Property' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Saginaw Office Park' }));
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = propertyStoryProvider(loaded)
      .records('rentalUnit')
      .find((u) => u.id === boxHangar.id);
    await expect(stored).toMatchObject({ propertyID: 302, propertyName: 'Saginaw Office Park' });
  },
};

export const FilledApartment: Story = {
  args: { unit: rentalUnitFixtures.find((u) => u.propertyID === DUPLEX_ID) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Bathrooms')).toHaveValue('1.5');
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Door width (ft)'), 'wide');
    await save(canvas);
    await expect(await canvas.findByText('Unit number is required')).toBeVisible();
    await expect(canvas.getByText('Enter feet as a number')).toBeVisible();
    await expect(canvas.getByLabelText(/^Unit number/)).toHaveFocus();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const DuplicateNumber: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Unit number/), 'h-3');
    await expect(await canvas.findByText(/already has a unit h-3/, {}, { timeout: 3000 })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: propertyParameters({
    provider: {
      failWith: (op) =>
        op === 'create'
          ? {
              ok: false,
              status: 409,
              message: 'H-3 already exists in this property.',
              fieldErrors: { unitNumber: 'Taken' },
            }
          : null,
    },
  }),
  play: async ({ canvas }) => {
    const number = canvas.getByLabelText(/^Unit number/);
    await userEvent.type(number, 'H-3');
    await save(canvas);
    await expect(await canvas.findByText('Taken')).toBeVisible();
    await expect(canvas.getByText('H-3 already exists in this property.')).toBeVisible();
    await expect(number).toHaveFocus();
    await expect(number).toHaveValue('H-3');
  },
};

export const Conflict: Story = {
  args: { unit: boxHangar },
  parameters: propertyParameters({
    provider: {
      units: rentalUnitFixtures.map((u) =>
        u.id === boxHangar.id ? { ...u, notes: 'Door serviced.', version: 3 } : u,
      ),
    },
  }),
  play: async ({ canvas, args }) => {
    const notes = canvas.getByLabelText('Notes');
    await userEvent.type(notes, 'Mine');
    await save(canvas);
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(notes).toHaveValue('Door serviced.'));
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Deletes: Story = {
  args: { unit: boxHangar },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const ReadOnly: Story = {
  args: { unit: boxHangar },
  parameters: propertyParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Unit number/)).toBeDisabled();
    await expect(canvas.getByLabelText('Door width (ft)')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const Narrow: Story = {
  args: { unit: boxHangar },
  parameters: propertyParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(/^Unit number/)).toBeVisible();
    const form = canvasElement.querySelector('[data-slot="rental-unit-form"]')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(400);
  },
};

export const LoadFails: Story = {
  args: { unitID: 9999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No rentalUnit 9999');
  },
};
