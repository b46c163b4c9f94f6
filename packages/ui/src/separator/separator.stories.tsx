import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator } from './separator';

const meta = {
  title: 'UI/Separator',
  component: Separator,
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div className="max-w-sm text-sm">
      <p>Runway 14/32</p>
      <Separator {...args} className="my-3" />
      <p>3,680 × 60 ft, asphalt</p>
    </div>
  ),
  play: async ({ canvas }) => {
    // Decorative by default: hidden from assistive technology.
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div className="flex h-5 items-center gap-3 text-sm">
      <span>METAR</span>
      <Separator {...args} />
      <span>TAF</span>
      <Separator {...args} />
      <span>Forecast</span>
    </div>
  ),
};

export const Semantic: Story = {
  args: { decorative: false, orientation: 'vertical' },
  render: (args) => (
    <div className="flex h-5 items-center gap-3 text-sm">
      <span>Weather</span>
      <Separator {...args} />
      <span>Airport</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expect(separator).toHaveAttribute('data-slot', 'separator');
  },
};
