import {
  Access,
  MgmtCoFeature,
  RentalUnitFeature,
  SystemFeature,
  type SecurityGroup,
} from '@hangar/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ALPHA_GROUP_ACCESSES,
  ALPHA_GROUPS,
  ALPHA_ID,
  GROUP_LEASING,
  GROUP_READ_ONLY,
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
import { SecurityGroupForm } from './security-group-form';

const leasing = ALPHA_GROUPS.find((g) => g.id === GROUP_LEASING)!;
const readOnlyGroup = ALPHA_GROUPS.find((g) => g.id === GROUP_READ_ONLY)!;
const systemGroup: SecurityGroup = {
  id: 1,
  level: 'system',
  managementCompanyID: null,
  name: 'Support desk',
  description: 'Reads the error log and the e-mail outbox.',
  memberIDs: [],
  version: 1,
};
const withSystemGroup = {
  groups: [...ALPHA_GROUPS, systemGroup],
  accesses: {
    ...ALPHA_GROUP_ACCESSES,
    1: {
      securityGroupID: 1,
      version: 1,
      accesses: [
        { securityFeatureID: SystemFeature.ErrorLog, access: Access.View, scopeID: null },
        { securityFeatureID: SystemFeature.Outbox, access: Access.View, scopeID: null },
      ],
    },
  },
};

const meta = {
  title: 'Management/Administration/SecurityGroupForm',
  component: SecurityGroupForm,
  args: { managementCompanyID: ALPHA_ID, group: leasing, onSaved: fn(), onCancel: fn() },
  loaders: adminLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof SecurityGroupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const grid = (canvas: Canvas) => canvas.findByRole('table', { name: 'Access of this group' });
const preview = (canvas: Canvas) => canvas.findByRole('table', { name: /^Effective access of/ });

async function chooseMember(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: /Effective access of/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await grid(canvas);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Leasing');
    await expect(
      within(table).getAllByRole('rowheader', { name: /^(Company|Property|Rental unit)$/ }),
    ).toHaveLength(3);
    await expect(within(table).queryByText('System')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Contacts: View' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Contacts: Add' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Contacts: Edit' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Leases of a property: Edit' })).toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: 'Ortiz, Jamie' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Hall, Kim' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Lee, Marcus' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Effective access of/ })).toHaveTextContent(
      'Ortiz, Jamie',
    );
    // Choosing whose access to show changes nothing: the form says it is not dirty (the site's guard reads it).
    const form = canvasElement.querySelector('form[data-slot="security-group-form"]');
    await expect(form).toHaveAttribute('data-dirty', 'false');
    await chooseMember(canvas, 'Hall, Kim');
    await expect(form).toHaveAttribute('data-dirty', 'false');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: Edit' }));
    await expect(form).toHaveAttribute('data-dirty', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: Edit' }));
    await expect(form).toHaveAttribute('data-dirty', 'false');
  },
};

export const TickingChangesEffectiveAccess: Story = {
  play: async ({ canvas, loaded, args }) => {
    const shown = await preview(canvas);
    // Jamie views contacts through Read only and adds them through Leasing; nobody lets them edit.
    await waitFor(() => expect(accessCell(shown, 'Contacts', 'Edit')).toBe('none'));
    await expect(accessCell(shown, 'Contacts', 'View')).toBe('granted');
    // Leasing's grant for one property's units stays a grant for some units.
    await expect(accessCell(shown, 'Rental unit details', 'Edit')).toBe('some');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: Edit' }));
    await expect(accessCell(shown, 'Contacts', 'Edit')).toBe('granted');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const provider = storyProvider(loaded);
    const put = provider.calls.find((c) => c.method === 'PUT');
    await expect(put?.path).toBe(`/SystemSecurityAccesses/${GROUP_LEASING}`);
    // After the group's own save (version 2 → 3), at the version that save answered.
    await expect(put?.body).toMatchObject({ version: 3 });
    await expect(provider.accessesOf(GROUP_LEASING)?.accesses).toContainEqual({
      securityFeatureID: MgmtCoFeature.Contacts,
      access: Access.View | Access.Add | Access.Edit,
      scopeID: null,
    });
    // The grant for one property's units is kept as it was.
    await expect(provider.accessesOf(GROUP_LEASING)?.accesses).toContainEqual({
      securityFeatureID: RentalUnitFeature.Details,
      access: Access.View | Access.Edit,
      scopeID: 301,
    });
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: GROUP_LEASING }));
    // Saved: the server's answer now holds the Edit.
    await waitFor(() => expect(accessCell(shown, 'Contacts', 'Edit')).toBe('granted'));
  },
};

export const RemovingAGrant: Story = {
  play: async ({ canvas }) => {
    await grid(canvas);
    await chooseMember(canvas, 'Hall, Kim');
    const shown = await preview(canvas);
    await waitFor(() => expect(accessCell(shown, 'Contacts', 'Add')).toBe('granted'));
    // Leasing is Kim's only group, so taking Add away here takes it from Kim.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: Add' }));
    await expect(accessCell(shown, 'Contacts', 'Add')).toBe('none');

    await chooseMember(canvas, 'Ortiz, Jamie');
    // Jamie is in Read only too: whether it also grants Add, the preview cannot tell.
    await waitFor(() => expect(accessCell(shown, 'Contacts', 'Add')).toBe('uncertain'));
    await expect(canvas.getByText(/only if another of their groups grants it/)).toBeVisible();
  },
};

export const SavesMembers: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Lee, Marcus' }));
    await chooseMember(canvas, 'Lee, Marcus');
    const shown = await preview(canvas);
    await waitFor(() => expect(accessCell(shown, 'Contacts', 'Add')).toBe('granted'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const provider = storyProvider(loaded);
    await expect(provider.records('securityGroup').find((g) => g.id === GROUP_LEASING)?.memberIDs).toEqual([
      13, 16, 12,
    ]);
    // Only the members changed: the grants are not sent again.
    await expect(provider.calls.some((c) => c.method === 'PUT')).toBe(false);
  },
};

export const NewGroup: Story = {
  args: { group: undefined },
  play: async ({ canvas, loaded, args }) => {
    await expect(await grid(canvas)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Effective access of/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Front desk');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Lee, Marcus' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: View' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: Add' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const provider = storyProvider(loaded);
    const created = provider.records('securityGroup').find((g) => g.name === 'Front desk');
    await expect(created).toMatchObject({ managementCompanyID: ALPHA_ID, memberIDs: [12] });
    await expect(provider.accessesOf(created!.id)?.accesses).toEqual([
      { securityFeatureID: MgmtCoFeature.Contacts, access: Access.View | Access.Add, scopeID: null },
    ]);
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Front desk' }));
  },
};

export const Invalid: Story = {
  play: async ({ canvas, loaded }) => {
    await grid(canvas);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.tab();
    // Checked when saved, not on leaving the field.
    await expect(canvas.queryByText('Name is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(storyProvider(loaded).calls.some((c) => c.method === 'PUT')).toBe(false);
  },
};

export const ServerRefuses: Story = {
  parameters: refusedUpdateParameters('The group was not saved.', { name: 'Another group has this name' }),
  play: async ({ canvas }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Another group has this name')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  },
};

export const AccessRefused: Story = {
  parameters: adminParameters({
    admin: {
      named: {
        '/SystemSecurityAccesses/': (method, path, _body, db) =>
          method === 'PUT'
            ? { ok: false, status: 403, message: 'You may not change the access of groups' }
            : {
                ok: true,
                data: {
                  securityGroupID: Number(path.split('/')[2]),
                  accesses: ALPHA_GROUP_ACCESSES[GROUP_LEASING]!.accesses,
                  version: db.get('securityGroup', GROUP_LEASING)!.version,
                },
              },
      },
    },
  }),
  play: async ({ canvas }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vendors: View' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(
        'The group was saved, but not its access: You may not change the access of groups',
      ),
    ).toBeVisible();
    // The tick stays, to try again.
    await expect(canvas.getByRole('checkbox', { name: 'Vendors: View' })).toBeChecked();
  },
};

/** A group granting rights the editor lacks: its members cannot be changed (the server refuses), and why. */
export const GrantsMoreThanYouHold: Story = {
  args: {
    editor: {
      isSystemAdmin: false,
      companyId: ALPHA_ID,
      grants: [
        {
          securityFeatureID: MgmtCoFeature.SecurityGroups,
          access: Access.View | Access.Edit,
          scopeID: null,
        },
        { securityFeatureID: MgmtCoFeature.Contacts, access: Access.View | Access.Add, scopeID: null },
      ],
    },
  },
  play: async ({ canvas }) => {
    await grid(canvas);
    const note = await canvas.findByText(/^This group grants rights you do not have/);
    await expect(note).toHaveTextContent(/Properties \(View\); Leases of a property \(View, Add, Edit\)/);
    await expect(note).toHaveTextContent(/so you cannot change who belongs to it/);
    await expect(await canvas.findByRole('checkbox', { name: 'Lee, Marcus' })).toBeDisabled();
    // The name and the rights they hold stay open.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Contacts: Edit' })).toBeEnabled();
  },
};

/** The server refuses members beyond the editor's reach: its sentence is shown, the ticks stay. */
export const MembersRefused: Story = {
  parameters: adminParameters({
    admin: {
      failWith: (op) =>
        op === 'update'
          ? {
              ok: false,
              status: 403,
              message:
                'This user holds rights you do not have, so you cannot change them: Vendors (View, Add, Edit, Delete).',
            }
          : null,
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Lee, Marcus' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /This user holds rights you do not have, so you cannot change them/,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Lee, Marcus' })).toBeChecked();
  },
};

export const Conflict: Story = {
  play: async ({ canvas, loaded }) => {
    await grid(canvas);
    await storyProvider(loaded).update('securityGroup', GROUP_LEASING, {
      ...leasing,
      description: 'Leases only.',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: Delete' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Description/ })).toHaveValue('Leases only.'),
    );
    // Their version, grid included: the tick is gone.
    await expect(canvas.getByRole('checkbox', { name: 'Contacts: Delete' })).not.toBeChecked();
  },
};

export const ConflictKeepMine: Story = {
  play: async ({ canvas, loaded }) => {
    await grid(canvas);
    const provider = storyProvider(loaded);
    await provider.update('securityGroup', GROUP_LEASING, { ...leasing, description: 'Leases only.' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts: Delete' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    await expect(provider.accessesOf(GROUP_LEASING)?.accesses).toContainEqual({
      securityFeatureID: MgmtCoFeature.Contacts,
      access: Access.View | Access.Add | Access.Delete,
      scopeID: null,
    });
  },
};

export const ReadOnly: Story = {
  parameters: adminParameters({ readOnly: true }),
  args: { group: readOnlyGroup },
  play: async ({ canvas }) => {
    await grid(canvas);
    await expect(canvas.getByRole('checkbox', { name: 'Contacts: View' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await expect(await canvas.findByRole('checkbox', { name: 'Lee, Marcus' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    // Looking at a member's access is still allowed.
    await expect(await preview(canvas)).toBeVisible();
  },
};

export const SystemFeatures: Story = {
  parameters: adminParameters({ admin: withSystemGroup }),
  args: { group: systemGroup, showSystemFeatures: true },
  play: async ({ canvas }) => {
    const table = await grid(canvas);
    await expect(within(table).getByRole('rowheader', { name: 'System' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Error log: View' })).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Contacts: View' })).toBeNull();
  },
};

export const SystemGroupOnACompanyScreen: Story = {
  parameters: adminParameters({ admin: withSystemGroup }),
  args: { group: systemGroup },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Only a system administrator sets the access/)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Access of this group' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: adminParameters({ admin: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading the group’s access…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  parameters: adminParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await preview(canvas);
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="security-group-form"]')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(400);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await preview(canvas);
  },
};
