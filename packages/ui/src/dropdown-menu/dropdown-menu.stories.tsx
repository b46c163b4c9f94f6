import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, LogOut, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu';

type DemoProps = { onAction: (action: string) => void; defaultOpen?: boolean };

function LeaseMenu({ onAction, defaultOpen }: DemoProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Lease actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Lease 2026-014</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem icon={<Pencil />} onSelect={() => onAction('edit')}>
            Edit
            <DropdownMenuShortcut>E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem icon={<FileText />} onSelect={() => onAction('documents')}>
            Documents
          </DropdownMenuItem>
          <DropdownMenuItem icon={<LogOut />} disabled onSelect={() => onAction('end')}>
            End lease
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" icon={<Trash2 />} onSelect={() => onAction('delete')}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
// Names the Docs page's props tab (a built Storybook shortens function names).
LeaseMenu.displayName = 'LeaseMenu';

/**
 * A menu of actions opened from a button (a record's Edit, Documents, Delete), with arrow-key movement and
 * typeahead. Compose DropdownMenu, DropdownMenuTrigger (`asChild` around a Button), DropdownMenuContent and a
 * DropdownMenuItem per action (`onSelect`, an `icon`, `variant="destructive"`), grouped with DropdownMenuLabel,
 * DropdownMenuGroup, DropdownMenuSeparator and DropdownMenuShortcut. Not modal by default. To choose a value
 * use Select or Combobox instead.
 */
const meta = {
  title: 'UI/DropdownMenu',
  component: LeaseMenu,
  subcomponents: { DropdownMenu, DropdownMenuContent, DropdownMenuItem },
  args: { onAction: fn() },
} satisfies Meta<typeof LeaseMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

// Open on render: left off the Docs page, where it would cover the page or take its focus (it stays in the
// sidebar and runs as a test).
const notOnDocsPage = { docs: { disable: true } };

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Lease actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByRole('menuitem', { name: /Documents/ }));
    await expect(args.onAction).toHaveBeenCalledWith('documents');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: notOnDocsPage };

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Lease actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Edit/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Documents' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(screen.getByRole('menuitem', { name: 'Documents' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Edit/ })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const DisabledItem: Story = {
  args: { defaultOpen: true },
  parameters: notOnDocsPage,
  play: async ({ args }) => {
    const item = await screen.findByRole('menuitem', { name: 'End lease' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
