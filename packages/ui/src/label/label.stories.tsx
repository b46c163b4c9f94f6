import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Label } from './label';

const meta = {
  title: 'UI/Label',
  component: Label,
  args: { children: 'Tail number', htmlFor: 'tail-number' },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label {...args} />
      <input id="tail-number" className="h-9 rounded-md border border-input bg-background px-3 text-sm" />
    </div>
  ),
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tail number' });
    await userEvent.click(canvas.getByText('Tail number'));
    await expect(input).toHaveFocus();
  },
};

export const DisabledControl: Story = {
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <input
        id="tail-number"
        disabled
        className="peer order-2 h-9 rounded-md border border-input bg-background px-3 text-sm"
      />
      <Label {...args} className="order-1" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tail number' })).toBeDisabled();
  },
};
