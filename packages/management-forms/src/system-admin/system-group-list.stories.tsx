import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SystemSecurityGroupList } from './system-group-list';
import { refusing, systemLoaders, systemParameters, withManagementProvider } from './system-story';

const meta = {
  title: 'Management/System/SystemSecurityGroupList',
  component: SystemSecurityGroupList,
  args: { getEditHref: (g) => `#/groups/edit?id=${g.id}`, newHref: '#/groups/edit?id=new' },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof SystemSecurityGroupList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Support desk' })).toHaveAttribute(
      'href',
      '#/groups/edit?id=31',
    );
    const rows = within(canvas.getByRole('table', { name: 'System security groups' })).getAllByRole(
      'rowheader',
    );
    await expect(rows.map((r) => r.textContent)).toEqual(['Auditors', 'Support desk']);
    await expect(canvas.getByRole('link', { name: 'New system group' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: systemParameters({ system: { groups: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No system groups yet')).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  args: { newHref: undefined },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Support desk' });
    await expect(canvas.queryByRole('link', { name: 'New system group' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: systemParameters({ system: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the system groups…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: refusing('/SystemSecurityGroups', 403, 'You may not see the system groups'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You may not see the system groups', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};
