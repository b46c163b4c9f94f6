import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent } from 'storybook/test';
import { ALPHA_ID, GROUP_LEASING } from '../admin-fixtures';
import { adminLoaders, adminParameters, storyProvider, withManagementProvider } from '../lib/admin-story';
import { UserInviteForm } from './user-invite-form';

const meta = {
  title: 'Management/Administration/UserInviteForm',
  component: UserInviteForm,
  args: { managementCompanyID: ALPHA_ID, onInvited: fn(), onCancel: fn() },
  loaders: adminLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof UserInviteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, email = 'sam.rivera@alphahangar.example', userName = 's.rivera') {
  await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Sam');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Rivera');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: /User name/ }), userName);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Leasing' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  },
};

/** An inviter without Security groups Edit: no groups to choose, and why; the invitation still goes. */
export const WithoutSecurityGroupsEdit: Story = {
  args: { mayChangeGroups: false },
  play: async ({ canvas, loaded }) => {
    await expect(
      canvas.getByText(/Choosing security groups needs the Security groups feature with Edit/),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Leasing' })).toBeNull();
    await fill(canvas, 'pat.lane@alphahangar.example', 'p.lane');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText(/^Invitation sent to/)).toBeVisible();
    await expect(storyProvider(loaded).calls.at(-1)?.body).toMatchObject({ securityGroupIDs: [] });
  },
};

export const Sends: Story = {
  play: async ({ canvas, loaded, args }) => {
    await fill(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Leasing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText(/^Invitation sent to/)).toHaveTextContent(
      'Invitation sent to sam.rivera@alphahangar.example.',
    );
    const provider = storyProvider(loaded);
    await expect(provider.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/InviteUser',
      body: {
        userName: 's.rivera',
        email: 'sam.rivera@alphahangar.example',
        firstName: 'Sam',
        lastName: 'Rivera',
        managementCompanyID: ALPHA_ID,
        securityGroupIDs: [GROUP_LEASING],
      },
    });
    await expect(args.onInvited).toHaveBeenCalledWith(expect.objectContaining({ userName: 's.rivera' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Invite someone else' }));
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('');
  },
};

export const ValidatesTheEmail: Story = {
  play: async ({ canvas, loaded }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'sam.rivera@');
    await userEvent.tab();
    // Leaving a field says nothing yet (nothing moves under the pointer); sending checks it, before anything
    // is sent, and correcting it clears the message as it is typed.
    await expect(canvas.queryByText('Enter a valid e-mail address')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'alphahangar.example');
    await expect(canvas.queryByText('Enter a valid e-mail address')).toBeNull();
    await expect(storyProvider(loaded).calls).toEqual([]);
  },
};

export const Invalid: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /User name/ }), 'sr');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(canvas.getByText('Username must be 3 to 25 characters')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    await expect(storyProvider(loaded).calls).toEqual([]);
  },
};

export const ServerRefuses: Story = {
  play: async ({ canvas }) => {
    // alpha.admin exists already: the server names the field.
    await fill(canvas, 'another@alphahangar.example', 'alpha.admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('That username is taken')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /User name/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Sam');
  },
};

export const ReadOnly: Story = {
  parameters: adminParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  },
};

export const Sending: Story = {
  parameters: adminParameters({ admin: { latencyMs: 60_000 } }),
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('Sending…')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Security groups' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Narrow: Story = {
  parameters: adminParameters({ width: 400 }),
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: 'Leasing' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: 'Leasing' });
  },
};
