import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Plus, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const onAdd = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox />,
    title: 'No leases yet',
    description: 'Leases you add for this property appear here, with their tenant and monthly rent.',
    action: (
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" /> Add a lease
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onAdd.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No leases yet' })).toBeVisible();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Add a lease' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'Nothing to show' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to show' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: <SearchX />,
    title: 'No tenants match “Cessna”',
    description: 'Check the spelling or search by hangar number instead.',
    action: undefined,
    size: 'sm',
    titleAs: 'p',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('No tenants match “Cessna”')).toBeVisible();
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };
export const NoSearchResultsDark: Story = { ...NoSearchResults, globals: { theme: 'dark' } };
