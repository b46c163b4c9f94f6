import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const variants = ['default', 'secondary', 'outline', 'destructive', 'success', 'info', 'warning'] as const;

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'VFR' },
  argTypes: { variant: { control: 'select', options: variants } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Vacant' } };
export const Outline: Story = { args: { variant: 'outline', children: 'T-hangar' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'LIFR' } };
export const Success: Story = { args: { variant: 'success', children: 'Paid' } };
export const Info: Story = { args: { variant: 'info', children: 'MVFR' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Expires soon' } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of variants) {
      await expect(canvas.getByText(variant)).toHaveAttribute('data-variant', variant);
    }
  },
};

export const WithIcon: Story = {
  args: {
    variant: 'success',
    children: (
      <>
        <CircleCheck aria-hidden="true" /> Current
      </>
    ),
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#leases">3 leases</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '3 leases' })).toHaveAttribute('data-slot', 'badge');
  },
};

export const AllVariantsDark: Story = {
  ...AllVariants,
  globals: { theme: 'dark' },
  play: async (context) => {
    await AllVariants.play?.(context);
    await expect(document.documentElement).toHaveClass('dark');
  },
};
