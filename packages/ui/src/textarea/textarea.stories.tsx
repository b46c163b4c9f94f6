import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Notes', placeholder: 'Anything the tenant should know', className: 'max-w-md' },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Gate code changes monthly.{Enter}Call the office.');
    await expect(textarea).toHaveValue('Gate code changes monthly.\nCall the office.');
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only for now.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};
