// UserForm on the system administration screen: company, system groups, status, password reset.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyProvider } from '../lib/admin-story';
import { UserForm } from '../user-form/user-form';
import { GROUP_SUPPORT, SYSTEM_COMPANIES, SYSTEM_USERS, USER_BRAVO_VIEWER } from './system-fixtures';
import { systemLoaders, systemParameters, withManagementProvider } from './system-story';

const viewer = SYSTEM_USERS.find((u) => u.id === USER_BRAVO_VIEWER)!;

/**
 * A user on the system administrator's screen: UserForm with `companies`, so the user can also be moved to
 * another company and given system groups besides the company's. Needs a `ManagementProvider` above it.
 */
const meta = {
  title: 'Management/System/SystemUserForm',
  component: UserForm,
  args: {
    user: viewer,
    companies: SYSTEM_COMPANIES.map((c) => ({ id: c.id, name: c.name })),
    onSaved: fn(),
    onCancel: fn(),
  },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Company' })).toHaveTextContent(
      'Bravo Aviation Properties',
    );
    await expect(await canvas.findByRole('checkbox', { name: 'Support desk' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Auditors' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send password reset link' })).toBeEnabled();
  },
};

export const GivesASystemGroupAndDisables: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Support desk' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Disabled' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const stored = storyProvider(loaded)
      .records('user')
      .find((u) => u.id === USER_BRAVO_VIEWER);
    await expect(stored?.securityGroupIDs).toEqual([GROUP_SUPPORT]);
    await expect(stored?.isDisabled).toBe(true);
  },
};

export const MovesToAnotherCompany: Story = {
  args: { user: { ...viewer, securityGroupIDs: [GROUP_SUPPORT] } },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('checkbox', { name: 'Support desk' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alpha Hangar Management' }));
    // Alpha's groups now show; the system group stays.
    await expect(await canvas.findByRole('checkbox', { name: 'Leasing' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Support desk' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        storyProvider(loaded)
          .records('user')
          .find((u) => u.id === USER_BRAVO_VIEWER)?.managementCompanyID,
      ).toBe(1),
    );
  },
};

export const SendsAPasswordReset: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send password reset link' }));
    await expect(await canvas.findByText(`A password reset link was sent to ${viewer.email}.`)).toBeVisible();
    await expect(storyProvider(loaded).calls.at(-1)?.path).toBe(
      `/sendforgottenpasswordemail/${encodeURIComponent(viewer.email)}`,
    );
  },
};

export const RefusedSave: Story = {
  parameters: systemParameters({
    system: {
      failWith: (op) =>
        op === 'update'
          ? {
              ok: false,
              status: 403,
              message: 'This user holds system rights; only a system user administrator may change them',
            }
          : null,
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Auditors' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/only a system user administrator may change them/)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: systemParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Support desk' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Company' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Narrow: Story = {
  parameters: systemParameters({ width: 400 }),
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: 'Support desk' });
  },
};
