import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';

type DemoProps = Pick<DialogContentProps, 'closeOnOutsideClick' | 'showCloseButton'> & {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

function DialogDemo({ defaultOpen, onOpenChange, ...content }: DemoProps) {
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit hangar</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>Edit hangar B-12</DialogTitle>
          <DialogDescription>Change the door width. Save when you are done.</DialogDescription>
        </DialogHeader>
        <label className="grid gap-1 text-sm">
          Door width (ft)
          <input className="h-9 rounded-md border border-input bg-background px-3" defaultValue="42" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
// Names the Docs page's props tab (a built Storybook shortens function names).
DialogDemo.displayName = 'DialogDemo';

/**
 * A modal window for a short task the user finishes or dismisses before going back to the page (editing a few
 * fields, a detail). Compose Dialog (the open state), DialogTrigger (`asChild` around a Button) and
 * DialogContent (portal, overlay, focus trap, Escape, corner close button), with DialogHeader, DialogTitle
 * (which names the dialog), DialogDescription and DialogFooter inside. For a yes/no question use `useConfirm()`
 * and its ConfirmDialog.
 */
const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  subcomponents: { Dialog, DialogContent },
  args: { onOpenChange: fn() },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

// Open on render: left off the Docs page, where it would cover the page or take its focus (it stays in the
// sidebar and runs as a test).
const notOnDocsPage = { docs: { disable: true } };

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit hangar' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit hangar B-12' });
    await expect(dialog).toHaveAccessibleDescription('Change the door width. Save when you are done.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: notOnDocsPage };

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit hangar' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Focus moves into the dialog and Tab stays inside it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hangar' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OutsideClickDisabled: Story = {
  args: { closeOnOutsideClick: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hangar' }));
    const dialog = await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, showCloseButton: false },
  parameters: notOnDocsPage,
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  parameters: notOnDocsPage,
};
