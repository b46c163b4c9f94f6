import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { clockTime, ImpersonationBanner } from './impersonation-banner';

const ENDS = new Date(2026, 10, 24, 14, 5);

const meta = {
  title: 'Management/ImpersonationBanner',
  component: ImpersonationBanner,
  args: {
    name: 'Viewer, Alpha',
    reason: 'Ticket 4711: cannot see the unit list',
    endsAt: ENDS,
    administrator: 'sysadmin',
    onReturn: fn(),
  },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <main className="p-4 text-sm">The page&rsquo;s content starts below the banner.</main>
      </div>
    ),
  ],
} satisfies Meta<typeof ImpersonationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Acting as another user' });
    await expect(region).toHaveTextContent('Acting as Viewer, Alpha (Ticket 4711: cannot see the unit list)');
    await expect(region).toHaveTextContent(`ends at ${clockTime(ENDS)}`);
    await expect(clockTime(ENDS)).toBe('14:05');
    // Reached and pressed with the keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Return to my account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReturn).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Returning: Story = { args: { returning: true } };

export const WithoutReason: Story = {
  args: { reason: null, administrator: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).not.toHaveTextContent('(');
  },
};

export const Narrow: Story = {
  args: { reason: 'A long reason: '.repeat(12).trim() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
