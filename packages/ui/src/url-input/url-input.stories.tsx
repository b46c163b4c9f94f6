import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { UrlInput } from './url-input';

const meta = {
  title: 'UI/UrlInput',
  component: UrlInput,
  args: { onChange: fn() },
  render: (args) => (
    <Field label="Website" description="Shown on the company's listing." className="max-w-sm">
      <UrlInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof UrlInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Website' });
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.type(input, 'hicksairfield.com');
    const link = canvas.getByRole('link', { name: 'Open in a new tab' });
    await expect(link).toHaveAttribute('href', 'http://hicksairfield.com');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(args.onChange).toHaveBeenLastCalledWith('hicksairfield.com');
    // The browser's own URL validation does not get in the way of an address without a scheme.
    await expect(input).toBeValid();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'https://hicksairfield.com/hangars' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      'https://hicksairfield.com/hangars',
    );
  },
};

export const NotYetAnAddress: Story = {
  args: { defaultValue: 'hicks' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'hicks airfield' },
  render: (args) => (
    <Field label="Website" error="Enter a web address, like example.com." className="max-w-sm">
      <UrlInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Website' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a web address, like example.com.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'hicksairfield.com', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: 'Open in a new tab' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'hicksairfield.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toBeDisabled();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
