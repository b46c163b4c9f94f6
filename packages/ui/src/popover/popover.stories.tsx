import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Runway 14/32</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Runway details">
        <div className="grid gap-3 text-sm">
          <p className="font-semibold">Runway 14/32</p>
          <p>3,680 × 60 ft, asphalt, pilot-controlled lighting on 122.8.</p>
          <label className="grid gap-1">
            Note
            <input className="h-8 rounded-md border border-input bg-background px-2" />
          </label>
          <PopoverClose asChild>
            <Button size="sm" variant="secondary">
              Done
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

// Open on render: left off the Docs page, where it would cover the page or take its focus (it stays in the
// sidebar and runs as a test).
const notOnDocsPage = { docs: { disable: true } };

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Runway 14/32' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Runway details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(document.body);
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Runway 14/32' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Runway details' });
    // Focus moves into the panel so its controls are reachable by keyboard.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Runway 14/32' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: notOnDocsPage };
