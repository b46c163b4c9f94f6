import { CONFLICT_ERROR } from '@hangar/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ALPHA_COMPANY, ALPHA_ID, NEW_COMPANY } from '../admin-fixtures';
import { CONFLICT_TITLE } from '../data';
import {
  adminLoaders,
  adminParameters,
  refusedUpdateParameters,
  storyProvider,
  withManagementProvider,
} from '../lib/admin-story';
import { CompanyProfileForm } from './company-profile-form';

const meta = {
  title: 'Management/Administration/CompanyProfileForm',
  component: CompanyProfileForm,
  args: { managementCompanyID: ALPHA_ID, onSaved: fn(), onCancel: fn() },
  loaders: adminLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof CompanyProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvas: ReturnType<typeof within>) => canvas.findByRole('textbox', { name: /^Name/ });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await loaded(canvas)).toHaveValue('Alpha Hangar Management');
    await expect(canvas.getByLabelText(/Legal name/)).toHaveValue('Alpha Hangar Management LLC');
    await expect(canvas.getByText(/Stored: ••-•••4417/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Time zone/ })).toHaveValue('America/Chicago');
    // No Active switch unless the screen may deactivate the company.
    await expect(canvas.queryByRole('switch', { name: /Active/ })).toBeNull();
  },
};

export const SavesAndKeepsTheTaxId: Story = {
  play: async ({ canvas, loaded: data, args }) => {
    const name = await loaded(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Alpha Hangars');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const [stored] = storyProvider(data).records('company');
    await expect(stored).toMatchObject({ name: 'Alpha Hangars', taxIdMasked: '••-•••4417', version: 8 });
    await expect(args.onSaved).toHaveBeenCalledOnce();
  },
};

export const ReplacesTheTaxId: Story = {
  play: async ({ canvas, loaded: data }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByLabelText(/Tax id/), '12-3456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Stored: ••-•••6789/)).toBeVisible();
    // The field empties again: the new id is stored, and shown only masked.
    await expect(canvas.getByLabelText(/Tax id/)).toHaveValue('');
    await expect(storyProvider(data).records('company')[0]).toMatchObject({ taxIdMasked: '••-•••6789' });
  },
};

export const OnePrimaryPerList: Story = {
  play: async ({ canvas, loaded: data }) => {
    await loaded(canvas);
    const phones = within(canvas.getByRole('group', { name: 'Phones' }));
    await expect(phones.getAllByRole('radio', { name: 'Primary phone' })[0]).toBeChecked();
    await userEvent.click(phones.getAllByRole('radio', { name: 'Primary phone' })[1]!);
    await expect(phones.getAllByRole('radio', { name: 'Primary phone' })[0]).not.toBeChecked();

    const emails = within(canvas.getByRole('group', { name: 'E-mails' }));
    await userEvent.click(emails.getByRole('button', { name: 'Add an e-mail' }));
    const third = within(emails.getByRole('group', { name: 'E-mail 3' }));
    await userEvent.type(third.getByRole('textbox', { name: /Address/ }), 'hangars@alphahangar.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const [stored] = storyProvider(data).records('company');
    await expect(stored?.phones).toMatchObject([{ isPrimary: false }, { isPrimary: true }]);
    await expect(stored?.emails).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { managementCompanyID: NEW_COMPANY.id },
  play: async ({ canvas, loaded: data }) => {
    await loaded(canvas);
    await expect(canvas.getByText('No address yet.')).toBeVisible();
    await expect(canvas.getByText(/None stored/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a phone' }));
    // The first entry of a list is its primary.
    await expect(canvas.getByRole('radio', { name: 'Primary phone' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /Number/ }), '8175550199');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Number/ })).toHaveValue('(817) 555-0199');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    await expect(storyProvider(data).records('company')[1]?.phones).toMatchObject([
      { number: '(817) 555-0199', isPrimary: true, e164: '+18175550199' },
    ]);
  },
};

export const Invalid: Story = {
  play: async ({ canvas, loaded: data }) => {
    const name = await loaded(canvas);
    await userEvent.clear(name);
    await userEvent.type(canvas.getByLabelText(/Tax id/), '123');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Website/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Website/ }), 'hangar');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('A tax id has 9 digits (SSN or EIN)')).toBeVisible();
    await expect(
      canvas.getByText('Enter a web address such as example.com or https://example.com'),
    ).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(storyProvider(data).records('company')[0]?.version).toBe(ALPHA_COMPANY.version);
  },
};

export const ServerRefuses: Story = {
  parameters: refusedUpdateParameters('Check the highlighted fields.', {
    'emails.1.address': 'This address bounced last week',
  }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This address bounced last week')).toBeVisible();
    await expect(canvas.getByText('Check the highlighted fields.')).toBeVisible();
    await expect(canvas.getByDisplayValue('leasing@alphahangar.example')).toHaveFocus();
  },
};

/** Someone else saves a new website first; then this form saves a new name, and the conflict dialog opens. */
async function saveOverTheirs(canvas: ReturnType<typeof within>, data: unknown) {
  const provider = storyProvider(data);
  const name = await loaded(canvas);
  await provider.update('company', ALPHA_ID, { ...ALPHA_COMPANY, website: 'alpha-hangar.example' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Alpha Hangars');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
  return { provider, name, dialog };
}

export const Conflict: Story = {
  play: async ({ canvas, loaded: data }) => {
    const { name, dialog } = await saveOverTheirs(canvas, data);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    // Reloaded: their website, and the typed name is gone.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Website/ })).toHaveValue('alpha-hangar.example'),
    );
    await expect(name).toHaveValue('Alpha Hangar Management');
  },
};

export const ConflictKeepMine: Story = {
  play: async ({ canvas, loaded: data }) => {
    const { provider, dialog } = await saveOverTheirs(canvas, data);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    await expect(provider.records('company')[0]).toMatchObject({ name: 'Alpha Hangars', version: 9 });
    await expect(CONFLICT_ERROR).toBeTruthy();
  },
};

export const CanDeactivate: Story = {
  args: { canDeactivate: true },
  play: async ({ canvas, loaded: data }) => {
    await loaded(canvas);
    const active = canvas.getByRole('switch', { name: /Active/ });
    await expect(active).toBeChecked();
    await userEvent.click(active);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    await expect(storyProvider(data).records('company')[0]?.isActive).toBe(false);
  },
};

export const ReadOnly: Story = {
  parameters: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(await loaded(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add a phone' })).toBeNull();
    await expect(canvas.getAllByRole('radio', { name: 'Primary phone' })[0]).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { admin: { latencyMs: Infinity } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading the company profile…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: adminParameters({
    admin: {
      failWith: (op) => (op === 'getOne' ? { ok: false, status: 404, message: 'No such company' } : null),
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No such company');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: { width: 400 },
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const form = canvasElement.querySelector('[data-slot="company-profile-form"]')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(400);
  },
};

export const Dark: Story = {
  args: { canDeactivate: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await loaded(canvas);
  },
};
