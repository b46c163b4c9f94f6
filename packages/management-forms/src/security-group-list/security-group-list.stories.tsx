import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALPHA_ID } from '../admin-fixtures';
import { adminLoaders, adminParameters, withManagementProvider } from '../lib/admin-story';
import { SecurityGroupList } from './security-group-list';

const meta = {
  title: 'Management/Administration/SecurityGroupList',
  component: SecurityGroupList,
  args: {
    managementCompanyID: ALPHA_ID,
    getEditHref: (group) => `#/groups/${group.id}`,
    newHref: '#/groups/new',
  },
  loaders: adminLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof SecurityGroupList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const names = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Security groups' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Administrators' })).toHaveAttribute(
      'href',
      '#/groups/21',
    );
    await expect(names(canvas)).toEqual(['Administrators', 'Leasing', 'Maintenance', 'Read only']);
    const leasing = canvas.getByRole('row', { name: /Leasing/ });
    await expect(within(leasing).getByText('2 members')).toBeVisible();
    await expect(within(leasing).getByText(/Contacts, leases/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New security group' })).toHaveAttribute(
      'href',
      '#/groups/new',
    );
  },
};

export const SortsAndSearches: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrators' });
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names(canvas)[0]).toBe('Read only'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search groups' }), 'photos{Enter}');
    await waitFor(() => expect(names(canvas)).toEqual(['Maintenance']));
  },
};

export const Empty: Story = {
  parameters: adminParameters({ admin: { groups: [], users: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No security groups yet')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'New security group' })).toHaveLength(2);
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrators' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search groups' }), 'pilots{Enter}');
    await expect(await canvas.findByText('No groups match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await expect(await canvas.findByRole('link', { name: 'Administrators' })).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  args: { newHref: undefined },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrators' });
    await expect(canvas.queryByRole('link', { name: 'New security group' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: adminParameters({ admin: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Security groups' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFails: Story = {
  parameters: adminParameters({
    admin: {
      failWith: (op) =>
        op === 'getList' ? { ok: false, status: 403, message: 'You may not see security groups' } : null,
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You may not see security groups')).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: adminParameters({ width: 400 }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrators' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrators' });
  },
};
