import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw, Settings, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Refresh weather', children: <RefreshCw />, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['default', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'select', options: ['sm', 'default', 'lg'] },
  },
  decorators: [(Story) => <div className="pt-10">{Story()}</div>],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh weather' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh weather');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Outline: Story = { args: { variant: 'outline', label: 'Settings', children: <Settings /> } };
export const Destructive: Story = {
  args: { variant: 'destructive', label: 'Delete image', children: <Trash2 /> },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <IconButton {...args} size="sm" label="Small refresh" />
      <IconButton {...args} label="Default refresh" />
      <IconButton {...args} size="lg" label="Large refresh" />
    </div>
  ),
  args: { variant: 'outline' },
};

export const WithoutTooltip: Story = {
  args: { showTooltip: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh weather' });
    // Keyboard focus opens a tooltip at once (see Default), so its absence here is not a timing matter.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('data-state');
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh weather' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Refreshing' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh weather' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
