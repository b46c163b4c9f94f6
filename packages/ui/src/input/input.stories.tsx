import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Tail number', placeholder: 'N12345', className: 'max-w-xs', onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tail number' });
    await userEvent.click(input);
    await userEvent.keyboard('N734GW');
    await expect(input).toHaveValue('N734GW');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};

export const WithValue: Story = { args: { defaultValue: 'N734GW' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'N734GW' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tail number' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: '12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const NumberInput: Story = {
  args: { type: 'number', 'aria-label': 'Door width (ft)', defaultValue: 42, placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Door width (ft)' });
    await userEvent.clear(input);
    await userEvent.type(input, '45');
    await expect(input).toHaveValue(45);
  },
};

export const FileInput: Story = {
  args: { type: 'file', 'aria-label': 'Lease document', placeholder: undefined },
};
