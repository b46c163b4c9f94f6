import { Access, MgmtCoFeature, type EffectiveAccess } from '@hangar/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ALPHA_ID,
  ALPHA_USERS,
  USER_ADMIN,
  USER_DISABLED,
  USER_LEASING,
  USER_UNCONFIRMED,
} from '../admin-fixtures';
import { CONFLICT_TITLE } from '../data';
import {
  adminLoaders,
  adminParameters,
  refusedUpdateParameters,
  storyProvider,
  withManagementProvider,
} from '../lib/admin-story';
import { accessCell } from '../lib/access-table-queries';
import { UserForm } from './user-form';

const jamie = ALPHA_USERS.find((u) => u.id === USER_LEASING)!;
const ron = ALPHA_USERS.find((u) => u.id === USER_DISABLED)!;
const kim = ALPHA_USERS.find((u) => u.id === USER_UNCONFIRMED)!;
const dana = ALPHA_USERS.find((u) => u.id === USER_ADMIN)!;
/** An editor whose only right is Company users View and Edit. */
const usersClerk: EffectiveAccess = {
  isSystemAdmin: false,
  companyId: ALPHA_ID,
  grants: [{ securityFeatureID: MgmtCoFeature.Users, access: Access.View | Access.Edit, scopeID: null }],
};
/** The server's refusal of a change of a user holding more rights than the editor. */
const BEYOND_REFUSAL =
  'This user holds rights you do not have, so you cannot change them: Company profile (View, Add, Edit, Delete); Vendors (View, Add, Edit, Delete).';

const meta = {
  title: 'Management/Administration/UserForm',
  component: UserForm,
  args: { user: jamie, onSaved: fn(), onCancel: fn() },
  loaders: adminLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const accessTable = (canvas: Canvas) => canvas.findByRole('table', { name: /^Effective access of/ });
const groupsLoaded = (canvas: Canvas) => canvas.findByRole('checkbox', { name: 'Leasing' });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Jamie');
    await expect(canvas.getByText('j.ortiz')).toBeVisible();
    await expect(await groupsLoaded(canvas)).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Read only' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Maintenance' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Active' })).toBeChecked();
    const table = await accessTable(canvas);
    // Leasing adds contacts; Read only views everything.
    await expect(accessCell(table, 'Contacts', 'Add')).toBe('granted');
    await expect(accessCell(table, 'Contacts', 'Edit')).toBe('none');
    await expect(accessCell(table, 'Company users', 'View')).toBe('granted');
    // Leasing edits the units of one property only.
    await expect(accessCell(table, 'Rental unit details', 'Edit')).toBe('some');
  },
};

export const SavesGroups: Story = {
  play: async ({ canvas, loaded, args }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Maintenance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const stored = storyProvider(loaded)
      .records('user')
      .find((u) => u.id === USER_LEASING);
    await expect(stored?.securityGroupIDs).toEqual([23, 22, 24]);
    await expect(args.onSaved).toHaveBeenCalledOnce();
    // The panel reads the access again once the groups are saved.
    const table = await accessTable(canvas);
    await waitFor(() => expect(accessCell(table, 'Rental unit images', 'Delete')).toBe('granted'));
  },
};

export const DisablingAsksFirst: Story = {
  play: async ({ canvas, loaded }) => {
    await groupsLoaded(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Disabled' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Disable Jamie Ortiz?' });
    await expect(within(dialog).getByText(/signed out everywhere/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(canvas.getByRole('radio', { name: 'Active' })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Disabled' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Disable Jamie Ortiz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(canvas.getByRole('radio', { name: 'Disabled' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    await expect(
      storyProvider(loaded)
        .records('user')
        .find((u) => u.id === USER_LEASING)?.isDisabled,
    ).toBe(true);
  },
};

export const EnablingDoesNotAsk: Story = {
  args: { user: ron },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Disabled' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Active' }));
    await expect(canvas.getByRole('radio', { name: 'Active' })).toBeChecked();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    // A disabled user cannot reset a password.
    await expect(canvas.getByRole('button', { name: 'Send password reset link' })).toBeDisabled();
  },
};

export const ChangingTheEmail: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAccessibleDescription(/cannot sign in until it is confirmed/);
    await userEvent.clear(email);
    await userEvent.type(email, 'jamie@ortiz.example');
    await expect(await canvas.findByText(/a confirmation goes to jamie@ortiz.example/)).toBeVisible();
  },
};

export const SendsAPasswordReset: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send password reset link' }));
    await expect(await canvas.findByText(`A password reset link was sent to ${jamie.email}.`)).toBeVisible();
    await expect(storyProvider(loaded).calls).toContainEqual({
      method: 'GET',
      path: `/sendforgottenpasswordemail/${encodeURIComponent(jamie.email)}`,
      body: undefined,
    });
  },
};

export const Unconfirmed: Story = {
  args: { user: kim },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      /not confirmed yet/,
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.clear(canvas.getByRole('textbox', { name: /E-mail/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'jamie@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(first).toHaveFocus();
  },
};

export const ServerRefuses: Story = {
  parameters: refusedUpdateParameters('The user was not saved.', {
    email: 'Another user has this e-mail address',
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Another user has this e-mail address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
    await expect(canvas.getByText('The user was not saved.')).toBeVisible();
  },
};

/** An editor without Security groups Edit: no group choices (the server would refuse them), and why. */
export const GroupsNeedSecurityGroupsEdit: Story = {
  args: { mayChangeGroups: false },
  play: async ({ canvas, loaded }) => {
    await expect(
      canvas.getByText(/Changing Jamie Ortiz’s security groups needs the Security groups feature with Edit/),
    ).toBeVisible();
    const groups = canvas.getByRole('group', { name: 'Security groups' });
    await expect(within(groups).queryAllByRole('checkbox')).toEqual([]);
    await expect(canvas.queryByRole('checkbox', { name: 'Leasing' })).toBeNull();
    // Names still save, with the groups as they were.
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'James');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const stored = storyProvider(loaded)
      .records('user')
      .find((u) => u.id === USER_LEASING);
    await expect(stored).toMatchObject({ firstName: 'James', securityGroupIDs: jamie.securityGroupIDs });
  },
};

/** A user holding rights the editor lacks: said before anything is typed, and nothing can be changed. */
export const MorePrivilegedUser: Story = {
  args: { user: dana, editor: usersClerk },
  play: async ({ canvas }) => {
    const note = await canvas.findByText(/^Dana Whitfield holds rights you do not have \(Company profile/);
    await expect(note).toHaveTextContent(/so you cannot change, disable or re-mail them/);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Send password reset link' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** The same editor and a user within reach (no rights beyond theirs): the form is open. */
export const EditorCoversUser: Story = {
  args: {
    user: ron,
    editor: { ...usersClerk, grants: [] },
  },
  play: async ({ canvas }) => {
    await expect(await accessTable(canvas)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeEnabled();
    await expect(canvas.queryByText(/holds rights you do not have/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** The server refuses a change of a more privileged user (rights changed since the page was read): said. */
export const ServerRefusesMorePrivileged: Story = {
  parameters: adminParameters({
    admin: {
      failWith: (op) => (op === 'update' ? { ok: false, status: 403, message: BEYOND_REFUSAL } : null),
    },
  }),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jamie@elsewhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(BEYOND_REFUSAL);
    // What was typed stays, to be kept or undone.
    await expect(email).toHaveValue('jamie@elsewhere.example');
  },
};

export const Conflict: Story = {
  play: async ({ canvas, loaded }) => {
    await storyProvider(loaded).update('user', USER_LEASING, { ...jamie, lastName: 'Ortiz-Reyes' });
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'James');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Last name/ })).toHaveValue('Ortiz-Reyes'),
    );
    await expect(first).toHaveValue('Jamie');
  },
};

export const ReadOnly: Story = {
  parameters: adminParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeDisabled();
    await expect(await groupsLoaded(canvas)).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Active' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Send password reset link' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(await accessTable(canvas)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: adminParameters({ admin: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Jamie');
    await expect(canvas.getByRole('group', { name: 'Security groups' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading their access…')).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  parameters: adminParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await accessTable(canvas);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="user-form"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(400);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await accessTable(canvas);
    await groupsLoaded(canvas);
  },
};
