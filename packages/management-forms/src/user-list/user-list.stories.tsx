import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ALPHA_ID, manyUsers } from '../admin-fixtures';
import { adminLoaders, adminParameters, withManagementProvider } from '../lib/admin-story';
import { UserList } from './user-list';

const meta = {
  title: 'Management/Administration/UserList',
  component: UserList,
  args: {
    managementCompanyID: ALPHA_ID,
    getEditHref: (user) => `#/users/${user.id}`,
    inviteHref: '#/users/invite',
  },
  loaders: adminLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof UserList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: 'Users' });
const rowNames = (canvas: ReturnType<typeof within>) =>
  within(table(canvas))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Whitfield, Dana' })).toHaveAttribute(
      'href',
      '#/users/11',
    );
    await expect(rowNames(canvas)).toEqual([
      'Baker, Ron',
      'Hall, Kim',
      'Lee, Marcus',
      'Nguyen, Priya',
      'Ortiz, Jamie',
      'Whitfield, Dana',
    ]);
    const ron = canvas.getByRole('row', { name: /Baker, Ron/ });
    await expect(within(ron).getByText('Disabled')).toBeVisible();
    const kim = canvas.getByRole('row', { name: /Hall, Kim/ });
    await expect(within(kim).getByText('E-mail not confirmed')).toBeVisible();
    await expect(within(kim).getByText('Never')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Invite a user' })[0]).toHaveAttribute(
      'href',
      '#/users/invite',
    );
  },
};

export const Searches: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Whitfield, Dana' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'ortiz{Enter}');
    await waitFor(() => expect(rowNames(canvas)).toEqual(['Ortiz, Jamie']));
  },
};

export const FiltersByStatus: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Whitfield, Dana' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(rowNames(canvas)).toEqual(['Baker, Ron']));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(rowNames(canvas)).toHaveLength(5));
  },
};

export const SortsOnTheServer: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Whitfield, Dana' });
    await userEvent.click(canvas.getByRole('button', { name: 'Last sign-in' }));
    await waitFor(() => expect(rowNames(canvas)[0]).toBe('Baker, Ron'));
    await userEvent.click(canvas.getByRole('button', { name: 'Last sign-in' }));
    // Never signed in sorts as the oldest: last going up, first going down (as PostgreSQL does).
    await waitFor(() => expect(rowNames(canvas).slice(0, 2)).toEqual(['Hall, Kim', 'Whitfield, Dana']));
    await expect(canvas.getByRole('columnheader', { name: 'Last sign-in' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Pages: Story = {
  parameters: adminParameters({ admin: { users: manyUsers(60) } }),
  args: { pageSize: 10 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/1–10 of 60/)).toBeVisible();
    const first = rowNames(canvas);
    await expect(first).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText(/11–20 of 60/)).toBeVisible();
    await waitFor(() => expect(rowNames(canvas)).not.toContain(first[0]));
  },
};

export const Empty: Story = {
  parameters: adminParameters({ admin: { users: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users yet')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Invite a user' })).toHaveLength(2);
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Whitfield, Dana' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'zeppelin{Enter}');
    await expect(await canvas.findByText('No users match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show everyone' }));
    await expect(await canvas.findByRole('link', { name: 'Whitfield, Dana' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  },
};

export const ReadOnlyViewer: Story = {
  args: { inviteHref: undefined },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Whitfield, Dana' });
    await expect(canvas.queryByRole('link', { name: 'Invite a user' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: adminParameters({ admin: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading users…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: adminParameters({
    admin: {
      failWith: (op) =>
        op === 'getList' ? { ok: false, status: 503, message: 'The server is not answering' } : null,
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The server is not answering', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: adminParameters({ width: 400 }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Whitfield, Dana' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Whitfield, Dana' });
  },
};
