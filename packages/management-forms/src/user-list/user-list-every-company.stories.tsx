import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SYSTEM_COMPANIES } from '../system-admin/system-fixtures';
import { systemLoaders, systemParameters, withManagementProvider } from '../system-admin/system-story';
import { UserList } from './user-list';

const meta = {
  title: 'Management/System/UserList of every company',
  component: UserList,
  args: {
    companies: SYSTEM_COMPANIES.map((c) => ({ id: c.id, name: c.name })),
    getEditHref: (user) => `#/systemusers/edit?id=${user.id}`,
    newHref: '#/systemusers/edit?id=new',
  },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof UserList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Users of every company' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const EveryCompany: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Administrator, Bravo' })).toHaveAttribute(
      'href',
      '#/systemusers/edit?id=41',
    );
    const row = canvas.getByRole('row', { name: /Administrator, Bravo/ });
    await expect(within(row).getByText('Bravo Aviation Properties')).toBeVisible();
    await expect(rowNames(canvas)).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'New user' })).toHaveAttribute(
      'href',
      '#/systemusers/edit?id=new',
    );
  },
};

export const FiltersByCompany: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrator, Bravo' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bravo Aviation Properties' }));
    await waitFor(() => expect(rowNames(canvas)).toEqual(['Administrator, Bravo', 'Viewer, Bravo']));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'zeppelin{Enter}');
    await expect(await canvas.findByText('No users match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(rowNames(canvas)).toHaveLength(8));
  },
};

export const Empty: Story = {
  parameters: systemParameters({ system: { users: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users yet')).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  args: { newHref: undefined },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrator, Bravo' });
    await expect(canvas.queryByRole('link', { name: 'New user' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: systemParameters({ system: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading users…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: systemParameters({
    system: {
      failWith: (op) =>
        op === 'getList' ? { ok: false, status: 503, message: 'The server is not answering' } : null,
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The server is not answering', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: systemParameters({ width: 400 }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Administrator, Bravo' });
  },
};
