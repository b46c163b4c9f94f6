import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { CONFLICT_TITLE } from '../data';
import {
  propertyLoaders,
  propertyParameters,
  propertyStoryProvider,
  withManagementProvider,
} from '../lib/property-story';
import { hicksAirfield, HICKS_ID, propertyFixtures } from '../property-fixtures';
import { PropertyForm } from './property-form';

const meta = {
  title: 'Management/Properties/PropertyForm',
  component: PropertyForm,
  args: {
    managementCompanyID: FIXTURE_COMPANY_ID,
    onSaved: fn(),
    onCancel: fn(),
    onDeleted: fn(),
    getPropertyHref: (id) => `/properties/${id}/Edit/details`,
  },
  loaders: propertyLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof PropertyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));
const noUnits = { ...hicksAirfield, unitCount: 0 };

export const Empty: Story = {
  play: async ({ canvas, args, loaded }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Meacham East Hangars');
    await userEvent.type(canvas.getByLabelText('Year built'), '1995');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Add an owner' }));
    await userEvent.keyboard('Nguyen');
    await userEvent.click(await screen.findByRole('option', { name: 'Nguyen, Bea' }));
    await expect(canvas.getByRole('list', { name: 'Owners' })).toHaveTextContent('Nguyen, Bea');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Manager' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ortiz, Jamie' }));
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = propertyStoryProvider(loaded)
      .records('property')
      .find((p) => p.name === 'Meacham East Hangars');
    await expect(stored).toMatchObject({
      type: 'airport',
      yearBuilt: 1995,
      managerUserID: 13,
      address: null,
    });
    await expect(stored?.owners).toEqual([expect.objectContaining({ name: 'Nguyen, Bea' })]);
  },
};

export const Filled: Story = {
  args: { property: hicksAirfield },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Hicks Airfield Hangars');
    await expect(canvas.getByLabelText('Year built')).toHaveValue('1978');
    await expect(canvas.getByRole('list', { name: 'Owners' })).toHaveTextContent('Tidwell, Earl');
    await expect(await canvas.findByRole('combobox', { name: 'Manager' })).toHaveTextContent(
      'Whitfield, Dana',
    );
    await expect(canvas.getByRole('list', { name: 'Current tags' })).toHaveTextContent(/courtesy car/);
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };

export const Invalid: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText('Year built'), String(new Date().getFullYear() + 1));
    await userEvent.type(canvas.getByLabelText(/Street line 1/), '12 Hangar Row');
    await save(canvas);
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText(/cannot be after/)).toBeVisible();
    await expect(canvas.getByText('City is required')).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveFocus();
    await expect(args.onSaved).not.toHaveBeenCalled();
    // The summary at the top names each invalid field by its label and takes the user there.
    const summary = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="property-form-error-summary"]')!,
    );
    await expect(summary.getByRole('heading', { name: 'Correct these 3 fields:' })).toBeVisible();
    const links = summary.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['Name', 'City', 'Year built']);
    await userEvent.click(summary.getByRole('link', { name: 'City' }));
    await expect(canvas.getByLabelText(/^City/)).toHaveFocus();
    // Once every field is right the summary goes.
    await userEvent.type(canvas.getByLabelText(/^City/), 'Fort Worth');
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Saginaw Yard');
    await userEvent.clear(canvas.getByLabelText('Year built'));
    await userEvent.tab();
    await waitFor(() => expect(summary.queryByRole('heading')).toBeNull());
  },
};

/** The listing contact: saved with the property; a phone no one can dial is refused at its field. */
export const ListingContact: Story = {
  args: { property: hicksAirfield },
  play: async ({ canvas, args, loaded }) => {
    await userEvent.type(canvas.getByLabelText('Contact name'), 'Hangar office');
    await userEvent.type(canvas.getByLabelText('Contact phone'), 'call me');
    await save(canvas);
    await expect(await canvas.findByText(/Enter the number in digits/)).toBeInTheDocument();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Contact phone'));
    await userEvent.type(canvas.getByLabelText('Contact phone'), '8175550111');
    await userEvent.type(canvas.getByLabelText('Contact e-mail'), 'office@hicks.example');
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(
      propertyStoryProvider(loaded)
        .records('property')
        .find((p) => p.id === HICKS_ID),
    ).toMatchObject({
      listingContactName: 'Hangar office',
      listingContactPhone: '(817) 555-0111',
      listingContactEmail: 'office@hicks.example',
    });
  },
};

export const DuplicateFileAs: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Saginaw Office Park');
    await expect(
      await canvas.findByText(
        /Another property is already filed as “Saginaw Office Park”/,
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saginaw Office Park' })).toHaveAttribute(
      'href',
      '/properties/302/Edit/details',
    );
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

export const Refused: Story = {
  args: { property: hicksAirfield },
  parameters: propertyParameters({
    provider: {
      failWith: (op) =>
        op === 'update'
          ? {
              ok: false,
              status: 400,
              message: 'Check the highlighted fields.',
              fieldErrors: { squareFeet: 'The building is smaller than its units together.' },
            }
          : null,
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const size = canvas.getByLabelText('Size (sq ft)');
    await userEvent.clear(size);
    await userEvent.type(size, '900');
    await save(canvas);
    await expect(await canvas.findByText('The building is smaller than its units together.')).toBeVisible();
    await expect(size).toHaveFocus();
    await expect(size).toHaveValue('900');
    await expect(canvas.getByText('Check the highlighted fields.')).toBeVisible();
    // At the top: the refusal and the one field it names.
    const summary = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="property-form-error-summary"]')!,
    );
    await expect(summary.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    await expect(summary.getByRole('link', { name: 'Size (sq ft)' })).toBeVisible();
  },
};

const theirs = { ...hicksAirfield, notes: 'New gate code from April.', version: 4 };

export const Conflict: Story = {
  args: { property: hicksAirfield },
  parameters: propertyParameters({
    provider: { properties: [theirs, ...propertyFixtures.filter((p) => p.id !== HICKS_ID)] },
  }),
  play: async ({ canvas, args }) => {
    const notes = canvas.getByLabelText('Notes');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Mine');
    await save(canvas);
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(notes).toHaveValue('New gate code from April.'));
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const DeleteRefusedWithUnits: Story = {
  args: { property: hicksAirfield },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This property cannot be deleted yet' });
    await expect(dialog).toHaveTextContent('has 20 rental units');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const DeleteRefusedByServer: Story = {
  // The form read no units, but the server counts 20 (added meanwhile): its message shows.
  args: { property: noUnits },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete property?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText(/This property has 20 rental units/)).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { property: hicksAirfield },
  parameters: propertyParameters({ readOnly: true }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^Name/)).toBeDisabled();
    await expect(canvas.queryByRole('combobox', { name: 'Add an owner' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  args: { property: hicksAirfield },
  parameters: propertyParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(/^Name/)).toBeVisible();
    const form = canvasElement.querySelector('[data-slot="property-form"]')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(400);
  },
};

export const LoadsById: Story = {
  args: { propertyID: HICKS_ID },
  parameters: propertyParameters({ provider: { latencyMs: 100 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('Hicks Airfield Hangars')).toBeVisible();
  },
};

export const LoadFails: Story = {
  args: { propertyID: 999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No property 999');
  },
};
