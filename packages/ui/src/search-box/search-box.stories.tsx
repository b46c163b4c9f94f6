import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from './search-box';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: {
    label: 'Search tenants',
    placeholder: 'Name, hangar or tail number',
    onSearch: fn(),
    onValueChange: fn(),
    className: 'max-w-sm',
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search tenants' });
    await userEvent.type(input, 'cessna');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cessna');
    // One search once typing pauses, not one per key.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('cessna'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search tenants' })).toBeVisible();
    await expect(canvas.getByText('Search tenants')).toHaveClass('sr-only');
  },
};

export const EscapeClears: Story = {
  args: { debounceMs: 5000 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'piper');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    // At once, although the box waits five seconds after typing.
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(input).toHaveFocus();
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Hangar 4' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('Hangar 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const EnterSearchesAtOnce: Story = {
  args: { debounceMs: 5000 },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'N734GW{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('N734GW');
  },
};

export const ClearByKeyboard: Story = {
  args: { defaultValue: 'box' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** The page owns the text (it lives in the URL, say) and shows what was last searched for. */
function ControlledSearch(args: SearchBoxProps) {
  const [value, setValue] = useState('shade');
  const [searched, setSearched] = useState('shade');
  return (
    <div className="grid max-w-sm gap-3">
      <SearchBox
        {...args}
        value={value}
        onValueChange={setValue}
        onSearch={(text) => {
          args.onSearch(text);
          setSearched(text);
        }}
      />
      <p className="text-sm">
        Results for: <output aria-label="Searched for">{searched || 'everything'}</output>
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSearch {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('shade');
    await userEvent.type(input, ' port');
    await waitFor(() => expect(canvas.getByLabelText('Searched for')).toHaveTextContent('shade port'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByLabelText('Searched for')).toHaveTextContent('everything');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Hangar 4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };
export const ClearButtonDark: Story = { ...ClearButton, globals: { theme: 'dark' } };
