import { CONFLICT_ERROR } from '@hangar/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyFile } from '../attachments/attachment-story';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { CONFLICT_TITLE } from '../data';
import {
  vendorLoaders,
  vendorParameters,
  vendorStoryProvider,
  withManagementProvider,
} from '../lib/vendor-story';
import { buildersVendor, FIXTURE_TODAY, fuelVendor, meachamVendor, trinityVendor } from '../vendor-fixtures';
import { VendorForm } from './vendor-form';
import { addDays, calendarDateText } from './vendor-form-rules';

const meta = {
  title: 'Management/Vendors/VendorForm',
  component: VendorForm,
  args: {
    kind: 'company',
    managementCompanyID: FIXTURE_COMPANY_ID,
    onSaved: fn(),
    onCancel: fn(),
    onDeleted: fn(),
  },
  loaders: vendorLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof VendorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));
/** A date `days` from today as typed into a date field (MM/DD/YYYY). */
const typed = (days: number) => {
  const iso = addDays(FIXTURE_TODAY, days);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
};
const status = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="vendor-form-insurance-status"]') as HTMLElement;
const certificate = (canvas: Canvas, n: number) =>
  canvas.getByRole('group', { name: new RegExp(`^Certificate ${n}`) });

export const NewCompany: Story = {
  play: async ({ canvas, canvasElement, args, loaded }) => {
    await userEvent.type(canvas.getByLabelText(/Company name/), 'Saginaw Door Works');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hangar doors' }));
    await expect(status(canvasElement)).toHaveTextContent('No insurance certificate is on file.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a certificate' }));
    const row = certificate(canvas, 1);
    await expect(within(row).getByLabelText('Insurer')).toHaveFocus();
    await userEvent.type(within(row).getByLabelText('Insurer'), 'Hangar Mutual');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Expiry date' }), typed(10));
    await userEvent.tab();
    await expect(within(row).getByText('Expiring')).toBeVisible();
    await expect(status(canvasElement)).toHaveAttribute('data-state', 'expiring');
    // Documents hang on the saved vendor: the upload waits, and says why.
    const upload = within(row).getByRole('button', { name: 'Upload certificate' });
    await expect(upload).toBeDisabled();
    await expect(within(row).getByText(/Save the vendor first/)).toBeVisible();
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = vendorStoryProvider(loaded)
      .records('vendor')
      .find((v) => v.companyName === 'Saginaw Door Works');
    await expect(stored).toMatchObject({
      kind: 'company',
      categories: ['hangar-doors'],
      insuranceState: 'expiring',
      insurance: [expect.objectContaining({ insurer: 'Hangar Mutual', state: 'expiring' })],
    });
    // Once saved the form edits the vendor: its certificate can now be uploaded.
    await expect(await canvas.findByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(
      within(certificate(canvas, 1)).getByRole('button', { name: 'Upload certificate' }),
    ).toBeEnabled();
  },
};

export const NewIndividual: Story = {
  args: { kind: 'individual', saveAndAddAnother: true },
  play: async ({ canvas, args, loaded }) => {
    await expect(canvas.queryByLabelText(/Company name/)).toBeNull();
    await userEvent.type(canvas.getByLabelText('First name'), 'Ray');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(canvas.getByLabelText('SSN or EIN'), '123-45-6789');
    await userEvent.click(canvas.getByRole('switch', { name: 'Gets a 1099' }));
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = vendorStoryProvider(loaded)
      .records('vendor')
      .find((v) => v.lastName === 'Okafor');
    await expect(stored).toMatchObject({ fileAs: 'Okafor, Ray', is1099: true, taxIdMasked: '•••-••-6789' });
    await expect(stored).not.toHaveProperty('taxId');
    // The tax id is never shown again in clear: only its last four digits.
    const taxId = await canvas.findByLabelText('SSN or EIN');
    await waitFor(() => expect(taxId).toHaveAttribute('placeholder', '•••-••-6789'));
    await expect(taxId).toHaveValue('');
  },
};

export const FilledCompany: Story = {
  args: { vendor: meachamVendor },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(/Company name/)).toHaveValue('Meacham Avionics');
    await expect(canvas.getByRole('checkbox', { name: 'Avionics' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Preferred vendor' })).toBeChecked();
    await expect(status(canvasElement)).toHaveAttribute('data-state', 'valid');
    await expect(status(canvasElement)).toHaveTextContent(
      `Insurance is valid until ${calendarDateText(meachamVendor.insuranceExpires)}.`,
    );
    await expect(within(certificate(canvas, 1)).getByText('Valid')).toBeVisible();
    await expect(
      await within(certificate(canvas, 1)).findByRole('combobox', { name: 'Certificate document' }),
    ).toHaveTextContent('Meacham GL certificate.pdf');
    await expect(canvas.getByRole('combobox', { name: 'W-9 document' })).toHaveTextContent('Meacham W-9.pdf');
    const taxId = canvas.getByLabelText('EIN or SSN');
    await expect(taxId).toHaveValue('');
    await expect(taxId).toHaveAccessibleDescription(/Stored: ••-•••6789/);
  },
};

export const FilledCompanyDark: Story = { ...FilledCompany, globals: { theme: 'dark' } };

export const ExpiringInsurance: Story = {
  args: { vendor: trinityVendor },
  play: async ({ canvas, canvasElement }) => {
    await expect(status(canvasElement)).toHaveAttribute('data-state', 'expiring');
    await expect(status(canvasElement)).toHaveTextContent(
      `Insurance expires on ${calendarDateText(addDays(FIXTURE_TODAY, 12))}, within 30 days.`,
    );
    await expect(within(certificate(canvas, 1)).getByText('Expiring')).toBeVisible();
    await expect(within(certificate(canvas, 2)).getByText('Valid')).toBeVisible();
  },
};

export const ExpiredInsurance: Story = {
  args: { vendor: fuelVendor },
  play: async ({ canvas, canvasElement }) => {
    await expect(status(canvasElement)).toHaveAttribute('data-state', 'expired');
    await expect(status(canvasElement)).toHaveTextContent(
      `Insurance expired on ${calendarDateText(addDays(FIXTURE_TODAY, -20))}.`,
    );
    await expect(within(certificate(canvas, 1)).getByText('Expired')).toBeVisible();
    // Renewing the liability certificate puts the vendor right.
    const expiry = within(certificate(canvas, 1)).getByRole('textbox', { name: 'Expiry date' });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, typed(200));
    await userEvent.tab();
    await waitFor(() => expect(status(canvasElement)).toHaveAttribute('data-state', 'valid'));
  },
};

export const MissingInsurance: Story = {
  args: { vendor: buildersVendor },
  play: async ({ canvas, canvasElement }) => {
    await expect(status(canvasElement)).toHaveAttribute('data-state', 'missing');
    await expect(status(canvasElement)).toHaveTextContent('No insurance certificate is on file.');
    await expect(canvas.getByText('No certificate yet.')).toBeVisible();
  },
};

export const RemovesACertificate: Story = {
  args: { vendor: trinityVendor },
  play: async ({ canvas, canvasElement, loaded, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove certificate 1' }));
    await expect(canvas.queryByRole('group', { name: /^Certificate 2/ })).toBeNull();
    await expect(status(canvasElement)).toHaveAttribute('data-state', 'valid');
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = vendorStoryProvider(loaded)
      .records('vendor')
      .find((v) => v.id === trinityVendor.id);
    await expect(stored).toMatchObject({
      insuranceState: 'valid',
      insurance: [expect.objectContaining({ type: 'auto' })],
    });
  },
};

export const UploadsACertificate: Story = {
  args: { vendor: trinityVendor },
  parameters: vendorParameters({ provider: { uploadMs: 100 } }),
  play: async ({ canvas, canvasElement, loaded, args }) => {
    const row = certificate(canvas, 1);
    const input = row.querySelector(
      '[data-slot="vendor-form-certificate-document-file"]',
    ) as HTMLInputElement;
    await userEvent.upload(input, storyFile('Trinity GL 2026.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'Certificate document' })).toHaveTextContent(
        'Trinity GL 2026.pdf',
      ),
    );
    await save(canvas);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const provider = vendorStoryProvider(loaded);
    const uploaded = provider.attachments().find((a) => a.fileName === 'Trinity GL 2026.pdf');
    await expect(uploaded).toMatchObject({
      ownerKind: 'vendor',
      ownerID: trinityVendor.id,
      kind: 'document',
    });
    const stored = provider.records('vendor').find((v) => v.id === trinityVendor.id) as typeof trinityVendor;
    await expect(stored.insurance[0]?.documentID).toBe(uploaded!.id);
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a certificate' }));
    const row = certificate(canvas, 1);
    await userEvent.type(within(row).getByRole('textbox', { name: 'Effective date' }), typed(30));
    await userEvent.type(within(row).getByRole('textbox', { name: 'Expiry date' }), typed(10));
    await userEvent.tab();
    await userEvent.type(canvas.getByLabelText('Website'), 'meacham avionics');
    await save(canvas);
    await expect(await canvas.findByText('Company name is required')).toBeVisible();
    await expect(canvas.getByText('The expiry date comes after the effective date')).toBeVisible();
    await expect(canvas.getByText(/Enter a web address/)).toBeVisible();
    await expect(canvas.getByLabelText(/Company name/)).toHaveFocus();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerRefuses: Story = {
  args: { vendor: trinityVendor },
  parameters: vendorParameters({
    provider: {
      failWith: (op) =>
        op === 'update'
          ? {
              ok: false,
              status: 400,
              message: 'Check the highlighted fields.',
              fieldErrors: { 'insurance.0.policyNumber': 'The insurer has no policy with this number.' },
            }
          : null,
    },
  }),
  play: async ({ canvas, args }) => {
    const policy = within(certificate(canvas, 1)).getByLabelText('Policy number');
    await userEvent.clear(policy);
    await userEvent.type(policy, 'LSM-0000');
    await save(canvas);
    await expect(await canvas.findByText('The insurer has no policy with this number.')).toBeVisible();
    await expect(policy).toHaveFocus();
    await expect(policy).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Check the highlighted fields.')).toBeVisible();
    await expect(policy).toHaveValue('LSM-0000');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

// Someone saved Meacham (version 3) after this form read version 2.
const theirs = { ...meachamVendor, accountNumber: 'ALPHA-0099', version: 3 };

export const Conflict: Story = {
  args: { vendor: meachamVendor },
  parameters: vendorParameters({ vendors: [theirs] }),
  play: async ({ canvas, args }) => {
    const account = canvas.getByLabelText('Account number');
    await userEvent.clear(account);
    await userEvent.type(account, 'MINE-1');
    await save(canvas);
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(account).toHaveValue('ALPHA-0099'));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(canvas.queryByText(CONFLICT_ERROR)).toBeNull();
  },
};

export const ConflictKeepMine: Story = {
  args: { vendor: meachamVendor },
  parameters: vendorParameters({ vendors: [theirs] }),
  play: async ({ canvas, args, loaded }) => {
    const account = canvas.getByLabelText('Account number');
    await userEvent.clear(account);
    await userEvent.type(account, 'MINE-1');
    await save(canvas);
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(vendorStoryProvider(loaded).records('vendor')[0]).toMatchObject({
      accountNumber: 'MINE-1',
      version: 4,
    });
  },
};

export const Deletes: Story = {
  args: { vendor: trinityVendor },
  play: async ({ canvas, args, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete vendor?' });
    await expect(dialog).toHaveTextContent('Trinity Hangar Doors will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
    await expect(
      vendorStoryProvider(loaded)
        .records('vendor')
        .some((v) => v.id === trinityVendor.id),
    ).toBe(false);
  },
};

export const ReadOnly: Story = {
  args: { vendor: meachamVendor },
  parameters: vendorParameters({ readOnly: true }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Company name/)).toBeDisabled();
    await expect(within(certificate(canvas, 1)).getByLabelText('Insurer')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Avionics' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Add a/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Upload/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  args: { vendor: meachamVendor },
  parameters: vendorParameters({ width: 400 }),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByLabelText(/Company name/)).toBeVisible();
    const form = canvasElement.querySelector('[data-slot="vendor-form"]')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(400);
  },
};

export const Loading: Story = {
  args: { vendorID: meachamVendor.id },
  parameters: vendorParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the vendor…', {}, { timeout: 2000 })).toBeInTheDocument();
  },
};

export const LoadsById: Story = {
  args: { vendorID: fuelVendor.id },
  parameters: vendorParameters({ provider: { latencyMs: 200 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('Hicks Field Fuel Co.')).toBeVisible();
  },
};

export const LoadFails: Story = {
  args: { vendorID: 999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No vendor 999');
  },
};
