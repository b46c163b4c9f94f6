import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';
import { ConfirmProvider } from './confirm-provider';
import { useConfirm } from './use-confirm';

function Asker(options: ConfirmOptions) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  return (
    <div className="flex items-center gap-4">
      <Button variant="outline" onClick={async () => setAnswer(await confirm(options))}>
        Ask
      </Button>
      <p>
        Answer: <output aria-label="Answer">{answer}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onResult: () => {},
    title: 'Delete lease?',
    message: 'The lease of <b>Hangar 4</b> ends today. Delete it and its documents?',
    buttons: ['Yes', 'No'],
  },
  argTypes: { open: { table: { disable: true } }, onResult: { table: { disable: true } } },
  render: ({ open: _open, onResult: _onResult, ...options }) => (
    <ConfirmProvider>
      <Asker {...options} />
    </ConfirmProvider>
  ),
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask' }));
  const page = within(canvasElement.ownerDocument.body);
  return { page, dialog: await page.findByRole('alertdialog') };
}

const answerIs = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByLabelText('Answer')).toHaveTextContent(text));

export const YesNo: Story = {
  play: async ({ canvasElement }) => {
    const { page, dialog } = await open(canvasElement);
    await expect(page.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await answerIs(canvasElement, 'No');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Ask' })).toHaveFocus());
  },
};

export const OkCancel: Story = {
  args: {
    title: 'Save changes?',
    message: 'Your changes to <i>Hangar 4</i> will be saved.',
    buttons: ['Ok', 'Cancel'],
  },
  play: async ({ canvasElement }) => {
    const { page } = await open(canvasElement);
    await expect(page.getByRole('button', { name: 'Ok' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await answerIs(canvasElement, 'Cancel');
  },
};

export const YesNoCancel: Story = {
  args: {
    title: 'Save before leaving?',
    message: 'You have unsaved changes.',
    buttons: ['Yes', 'No', 'Cancel'],
  },
  play: async ({ canvasElement }) => {
    const { page } = await open(canvasElement);
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await answerIs(canvasElement, 'Yes');
  },
};

export const OkOnly: Story = {
  args: { title: 'Lease saved', message: 'The tenant will receive a copy by e-mail.', buttons: ['Ok'] },
  play: async ({ canvasElement }) => {
    const { page } = await open(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Ok' }));
    await answerIs(canvasElement, 'Ok');
  },
};

export const Destructive: Story = {
  args: { destructive: true, buttons: ['Yes', 'No', 'Cancel'] },
  play: async ({ canvasElement }) => {
    const { page } = await open(canvasElement);
    await expect(page.getByRole('button', { name: 'No' })).toHaveFocus();
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await answerIs(canvasElement, 'Yes');
  },
};

export const ClickOutsideKeepsItOpen: Story = {
  args: { buttons: ['Ok', 'Cancel'] },
  play: async ({ canvasElement }) => {
    const { page, dialog } = await open(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="confirm-dialog-overlay"]');
    await userEvent.click(overlay as HTMLElement, { pointerEventsCheck: 0 });
    await expect(dialog).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Answer')).toHaveTextContent('none yet');
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await answerIs(canvasElement, 'Cancel');
  },
};

export const SanitisedHtmlMessage: Story = {
  args: {
    title: 'Remove image?',
    message:
      '<p>Remove <b>runway-14.jpg</b> from <a href="#lease">the lease</a>?</p><img src="x" alt="" onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>',
    buttons: ['Yes', 'No'],
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(within(dialog).getByRole('link', { name: 'the lease' })).toBeVisible();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    await expect(canvasElement.ownerDocument.title).not.toBe('pwned');
    await userEvent.keyboard('{Enter}');
    await answerIs(canvasElement, 'No');
  },
};

export const LongMessage: Story = {
  args: {
    title: 'Terminate every lease of this property?',
    message:
      '<p>All 14 leases of <b>Hicks Airfield North Hangars</b> will end today. Tenants are notified by e-mail and their documents are archived.</p><p>This cannot be undone.</p>',
    buttons: ['Yes', 'No', 'Cancel'],
    destructive: true,
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await userEvent.keyboard('{Escape}');
    await answerIs(canvasElement, 'Cancel');
  },
};

/** Left open after its play function so that axe checks the open dialog and designers see it. */
export const OpenForReview: Story = {
  args: {
    destructive: true,
    buttons: ['Ok', 'Cancel'],
    title: 'Delete image?',
    message: 'The image is removed from every lease.',
  },
  play: async ({ canvasElement }) => {
    const { page, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('The image is removed from every lease.');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(page.getByRole('button', { name: 'Ok' })).toHaveAttribute('data-variant', 'destructive');
  },
};

export const OpenForReviewDark: Story = { ...OpenForReview, globals: { theme: 'dark' } };
