// SecurityGroupForm for a system group: the system features' grid and members from every company.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SystemFeature, Access } from '@hangar/contracts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALPHA_ID } from '../admin-fixtures';
import { storyProvider } from '../lib/admin-story';
import { SecurityGroupForm } from '../security-group-form/security-group-form';
import { GROUP_SUPPORT, SYSTEM_GROUPS } from './system-fixtures';
import { refusing, systemLoaders, systemParameters, withManagementProvider } from './system-story';

const support = SYSTEM_GROUPS.find((g) => g.id === GROUP_SUPPORT)!;

/**
 * A system security group on the system administrator's screen: SecurityGroupForm with `system`, saved through
 * `/SystemSecurityGroup`, offering the system features and members from every company (`managementCompanyID`
 * is then ignored). Needs a `ManagementProvider` above it.
 */
const meta = {
  title: 'Management/System/SystemGroupForm',
  component: SecurityGroupForm,
  args: { managementCompanyID: ALPHA_ID, group: support, system: true, onSaved: fn(), onCancel: fn() },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof SecurityGroupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('table', { name: 'Access of this group' });

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await grid(canvas);
    await expect(within(table).getByRole('rowheader', { name: 'System' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'System users: Edit' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Error log: View' })).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Contacts: View' })).toBeNull();
    // Members come from every company.
    await expect(await canvas.findByRole('checkbox', { name: 'Viewer, Bravo' })).not.toBeChecked();
  },
};

export const EditsTheGrid: Story = {
  play: async ({ canvas, loaded }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Audit events: View' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Viewer, Bravo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Saved at/)).toBeVisible();
    const provider = storyProvider(loaded);
    await expect(provider.accessesOf(GROUP_SUPPORT)?.accesses).toContainEqual({
      securityFeatureID: SystemFeature.AuditLog,
      access: Access.View,
      scopeID: null,
    });
    await waitFor(() =>
      expect(provider.records('securityGroup').find((g) => g.id === GROUP_SUPPORT)?.memberIDs).toContain(42),
    );
  },
};

export const NewGroup: Story = {
  args: { group: undefined },
  play: async ({ canvas, loaded, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Night shift');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Background work: View' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const created = storyProvider(loaded)
      .records('securityGroup')
      .find((g) => g.name === 'Night shift');
    await expect(created).toMatchObject({ level: 'system', managementCompanyID: null });
  },
};

export const RefusedSave: Story = {
  parameters: refusing('/SystemSecurityGroup/', 403, 'You may not change system groups'),
  play: async ({ canvas }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Audit events: View' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('You may not change system groups')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: systemParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await grid(canvas);
    await expect(canvas.getByRole('checkbox', { name: 'Error log: View' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Narrow: Story = {
  parameters: systemParameters({ width: 400 }),
  play: async ({ canvas }) => {
    await grid(canvas);
  },
};
