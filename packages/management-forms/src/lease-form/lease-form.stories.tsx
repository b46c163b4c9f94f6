import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { unitDocuments, unitImages } from '../attachment-fixtures';
import { CONFLICT_TITLE } from '../data';
import {
  currentLease,
  draftLease,
  leaseFixtures,
  monthToMonthLease,
  TENANT_CONTACT_ID,
  UNLEASED_UNIT_ID,
} from '../lease-fixtures';
import {
  leaseLoaders,
  leaseParameters,
  leaseStoryProvider,
  withManagementProvider,
} from '../lib/lease-story';
import { LeaseForm } from './lease-form';

const meta = {
  title: 'Management/Leases/LeaseForm',
  component: LeaseForm,
  args: { onSaved: fn(), onCancel: fn(), onDeleted: fn() },
  loaders: leaseLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof LeaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));
const choose = async (canvas: Canvas, label: string | RegExp, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const typeDate = async (canvas: Canvas, label: string | RegExp, us: string) => {
  const input = canvas.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, us);
  await userEvent.tab();
};
const scheduleRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="rent-schedule-preview"] tbody tr'));
/** The refusal announced beside the actions. */
const serverError = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="lease-form-error"]');
/** The refusal shown at the top of the form. */
const refusal = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="lease-form-error-summary"]');

/** T-1 for Cody Barrera: the draft brings the market rent, today and the tenant; a year is typed and saved. */
export const New: Story = {
  args: { unitID: UNLEASED_UNIT_ID, contactID: TENANT_CONTACT_ID },
  play: async ({ canvas, canvasElement, args, loaded }) => {
    await expect(await canvas.findByLabelText('Unit')).toHaveValue('T-1');
    await expect(canvas.getByLabelText('Rent')).toHaveValue('75.00');
    await expect(canvas.getByRole('list', { name: 'People on the lease' })).toHaveTextContent(
      'Barrera, Cody',
    );
    // No end yet: no schedule, a hint instead; and no attachments before the first save.
    await expect(canvasElement.querySelector('[data-slot="rent-schedule-preview-hint"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-slot="lease-form-attachments-hint"]')).not.toBeNull();
    await typeDate(canvas, /^Start/, '12/15/2030');
    await typeDate(canvas, /^End/, '12/14/2031');
    await waitFor(() => expect(scheduleRows(canvasElement)).toHaveLength(12));
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = leaseStoryProvider(loaded)
      .records('lease')
      .find((l) => l.unitID === UNLEASED_UNIT_ID);
    await expect(stored).toMatchObject({
      startDate: '2030-12-15',
      endDate: '2031-12-14',
      rentCents: 7_500,
      unitNumber: 'T-1',
      parties: [{ contactID: TENANT_CONTACT_ID, role: 'tenant', fileAs: 'Barrera, Cody' }],
    });
  },
};

/** People are found by a search of the company's contacts, given a role, and removed. */
export const AddsPeople: Story = {
  args: { unitID: UNLEASED_UNIT_ID },
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('combobox', { name: 'Add a person' });
    await userEvent.type(search, 'Nguy');
    await userEvent.click(await screen.findByRole('option', { name: 'Nguyen, Bea' }));
    await userEvent.type(search, 'Trinity');
    await userEvent.click(await screen.findByRole('option', { name: 'Trinity Aero Services' }));
    const people = canvas.getByRole('list', { name: 'People on the lease' });
    await expect(within(people).getAllByRole('listitem')).toHaveLength(2);
    // The first is the tenant, the next an occupant until told otherwise.
    await expect(canvas.getByRole('combobox', { name: 'Role of Nguyen, Bea' })).toHaveTextContent('Tenant');
    await choose(canvas, 'Role of Trinity Aero Services', 'Co-signer');
    await expect(canvas.getByRole('combobox', { name: 'Role of Trinity Aero Services' })).toHaveTextContent(
      'Co-signer',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Nguyen, Bea' }));
    await expect(within(people).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A new tenant made from the picker without leaving the lease: refused without a name, then saved and added. */
export const NewPersonFromThePicker: Story = {
  args: { unitID: UNLEASED_UNIT_ID, canAddPerson: true },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New person' }));
    const dialog = await screen.findByRole('dialog', { name: 'New person' });
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByLabelText('Phone'), 'call me');
    await userEvent.click(inDialog.getByRole('button', { name: 'Save and add' }));
    await expect(inDialog.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Enter a first or last name',
    );
    await expect(inDialog.getByLabelText('Phone')).toBeInvalid();
    await userEvent.type(inDialog.getByLabelText('First name'), 'Rosa');
    await userEvent.type(inDialog.getByLabelText('Last name'), 'Delgado');
    await userEvent.clear(inDialog.getByLabelText('Phone'));
    await userEvent.type(inDialog.getByLabelText('E-mail'), 'rosa@example.com');
    await userEvent.click(inDialog.getByRole('button', { name: 'Save and add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const people = canvas.getByRole('list', { name: 'People on the lease' });
    await expect(people).toHaveTextContent('Delgado, Rosa');
    await expect(canvas.getByRole('combobox', { name: 'Role of Delgado, Rosa' })).toHaveTextContent('Tenant');
  },
};

/** Without the right to add contacts, the picker offers no "New person". */
export const NoNewPersonWithoutTheRight: Story = {
  args: { unitID: UNLEASED_UNIT_ID },
  play: async ({ canvas }) => {
    await canvas.findByRole('combobox', { name: 'Add a person' });
    await expect(canvas.queryByRole('button', { name: 'New person' })).toBeNull();
  },
};

/** A stored lease: every part filled, its status, the schedule, and its (empty) documents and images. */
export const Loaded: Story = {
  args: { lease: currentLease },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Unit')).toHaveValue('H-1');
    await expect(canvas.getByLabelText(/^Start/)).toHaveValue('07/01/2025');
    await expect(canvas.getByLabelText(/^End/)).toHaveValue('06/30/2028');
    await expect(canvas.getByLabelText('Deposit')).toHaveValue('325.00');
    await expect(canvas.getByLabelText('Charge 1')).toHaveValue('Electricity');
    await expect(canvas.getByLabelText('Fee')).toHaveValue('25.00');
    await expect(scheduleRows(canvasElement)).toHaveLength(12);
    await expect(await canvas.findByText('No documents yet')).toBeVisible();
    await expect(await canvas.findByText('No images yet')).toBeVisible();
  },
};

/** A lease's signed agreement and photos: listed and downloadable, with no listing switch (never listed). */
export const WithDocumentsAndImages: Story = {
  args: { lease: currentLease },
  parameters: leaseParameters({
    provider: {
      attachments: [...unitImages, ...unitDocuments].map((a) => ({
        ...a,
        ownerKind: 'lease' as const,
        ownerID: currentLease.id,
      })),
    },
  }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Lease agreement 2026.pdf'))[0]).toBeVisible();
    const images = await canvas.findByRole('list', { name: /^Images/ });
    await expect(within(images).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('switch', { name: /Show in listing/ })).toBeNull();
    await expect(canvas.queryByText('Not in listing')).toBeNull();
    await expect(canvas.queryByText('Card image')).toBeNull();
  },
};

export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } };

/** The schedule follows the terms as they change: a mid-month start makes a prorated first row. */
export const ScheduleFollowsTheTerms: Story = {
  args: { lease: currentLease },
  play: async ({ canvas, canvasElement }) => {
    await typeDate(canvas, /^Start/, '07/16/2025');
    await waitFor(() => expect(scheduleRows(canvasElement)[0]).toHaveAttribute('data-prorated', 'true'));
    await expect(scheduleRows(canvasElement)[0]).toHaveTextContent('Prorated');
    await choose(canvas, 'Paid', 'Quarterly');
    await waitFor(() => expect(scheduleRows(canvasElement)[1]).toHaveTextContent('Aug 1, 2025'));
    await expect(scheduleRows(canvasElement)[2]).toHaveTextContent('Nov 1, 2025');
    // Emptied rent: no schedule until it is valid again.
    await userEvent.clear(canvas.getByLabelText('Rent'));
    await waitFor(() => expect(scheduleRows(canvasElement)).toHaveLength(0));
  },
};

/** Month to month: no end date field; due on the last day; a percentage late fee. */
export const MonthToMonth: Story = {
  args: { lease: monthToMonthLease },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Month to month');
    await expect(canvas.queryByLabelText(/^End/)).toBeNull();
    await expect(canvas.getByText('A month-to-month lease has no end date.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Due day' })).toHaveTextContent(
      'Last day of the month',
    );
    await expect(canvas.getByLabelText('Percent of the rent')).toHaveValue('5');
    await expect(scheduleRows(canvasElement)).toHaveLength(12);
    await expect(scheduleRows(canvasElement)[0]).toHaveTextContent('Jun 1, 2025');
  },
};

/** Switching a fixed lease to month to month hides the end and saves none. */
export const BecomesMonthToMonth: Story = {
  args: { lease: draftLease },
  play: async ({ canvas, args, loaded }) => {
    await choose(canvas, 'Type', 'Month to month');
    await expect(canvas.queryByLabelText(/^End/)).toBeNull();
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = leaseStoryProvider(loaded)
      .records('lease')
      .find((l) => l.id === draftLease.id);
    await expect(stored).toMatchObject({ type: 'month-to-month', endDate: null });
  },
};

export const Draft: Story = {
  args: { lease: draftLease },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Draft' })).toBeChecked();
    await expect(canvas.getByText('Draft', { selector: '[data-slot="badge"]' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { lease: currentLease },
  parameters: leaseParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Start/)).toBeDisabled();
    await expect(canvas.getByLabelText('Rent')).toBeDisabled();
    await expect(canvas.getByLabelText('Charge 1')).toBeDisabled();
    await expect(canvas.queryByRole('combobox', { name: 'Add a person' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add a charge' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(await canvas.findByText('No documents yet')).toBeVisible();
  },
};

/** A second lease over H-1's current one: refused, naming it, at the top and at the start date. */
export const RefusedOverlap: Story = {
  args: { unitID: currentLease.unitID, contactID: 109 },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByLabelText('Unit');
    await typeDate(canvas, /^Start/, '01/01/2027');
    await typeDate(canvas, /^End/, '12/31/2027');
    await save(canvas);
    const message =
      'H-1 is already leased 2025-07-01 to 2028-06-30 to Barrera, Cody (lease 501). Choose other dates, end that lease first, or save this one as a draft.';
    await waitFor(() => expect(refusal(canvasElement)).toHaveTextContent(message));
    await expect(serverError(canvasElement)).toHaveTextContent(message);
    const start = canvas.getByLabelText(/^Start/);
    await expect(start).toHaveAccessibleDescription(expect.stringContaining('is already leased'));
    await expect(start).toHaveFocus();
    await expect(args.onSaved).not.toHaveBeenCalled();
    // As a draft it may overlap.
    await userEvent.click(canvas.getByRole('switch', { name: 'Draft' }));
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** The form's own checks: no tenant, an end before the start, an unnamed charge, a late fee without a fee. */
export const FieldErrors: Story = {
  args: { unitID: UNLEASED_UNIT_ID },
  play: async ({ canvas, args }) => {
    await canvas.findByLabelText('Unit');
    await typeDate(canvas, /^Start/, '12/15/2030');
    await typeDate(canvas, /^End/, '12/01/2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a charge' }));
    await choose(canvas, 'Late fee', 'A fixed amount');
    await save(canvas);
    await expect(await canvas.findByText('The lease must end after it starts')).toBeVisible();
    await expect(canvas.getByText('Add at least one tenant')).toBeVisible();
    await expect(canvas.getByText('Name the charge')).toBeVisible();
    await expect(canvas.getByText('Enter the amount')).toBeVisible();
    await expect(canvas.getByText('Enter the fee')).toBeVisible();
    await expect(canvas.getByLabelText(/^End/)).toHaveAccessibleDescription(
      expect.stringContaining('The lease must end after it starts'),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server's field errors by path land on their fields (a late fee's amount, say). */
export const ServerFieldErrors: Story = {
  args: { lease: currentLease },
  parameters: leaseParameters({
    provider: {
      failWith: (op) =>
        op === 'update'
          ? {
              ok: false,
              status: 400,
              message: 'Check the highlighted fields.',
              fieldErrors: {
                'lateFee.fixedCents': 'The fee is more than the rent',
                endDate: 'Too long a lease',
              },
            }
          : null,
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await save(canvas);
    await expect(await canvas.findByText('The fee is more than the rent')).toBeVisible();
    await expect(canvas.getByText('Too long a lease')).toBeVisible();
    await expect(serverError(canvasElement)).toHaveTextContent('Check the highlighted fields.');
  },
};

export const Conflict: Story = {
  args: { lease: currentLease },
  parameters: leaseParameters({
    provider: {
      leases: leaseFixtures.map((l) =>
        l.id === currentLease.id ? { ...l, notes: 'Keys returned.', version: 5 } : l,
      ),
    },
  }),
  play: async ({ canvas, args }) => {
    const notes = canvas.getByLabelText('Notes');
    await userEvent.type(notes, ' Mine');
    await save(canvas);
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(notes).toHaveValue('Keys returned.'));
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Deletes: Story = {
  args: { lease: currentLease },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lease?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const Loading: Story = {
  args: { leaseID: currentLease.id },
  parameters: leaseParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="lease-form-loading"]')).not.toBeNull(),
    );
  },
};

export const LoadFails: Story = {
  args: { leaseID: 9999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No lease 9999');
  },
};

export const Narrow: Story = {
  args: { lease: currentLease },
  parameters: leaseParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Unit')).toBeVisible();
    const screenElement = canvasElement.querySelector('[data-slot="lease-form-screen"]')!;
    await expect(screenElement.scrollWidth).toBeLessThanOrEqual(400);
  },
};
