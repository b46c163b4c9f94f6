import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

function renderOpen(closeOnOutsideClick?: boolean) {
  render(
    <Dialog defaultOpen>
      <DialogContent closeOnOutsideClick={closeOnOutsideClick}>
        <DialogTitle>Delete lease</DialogTitle>
        <DialogDescription>This cannot be undone.</DialogDescription>
      </DialogContent>
    </Dialog>,
  );
  return screen.getByRole('dialog', { name: 'Delete lease' });
}

// Radix attaches its outside-pointer listener one task after mounting.
const listenerReady = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('DialogContent', () => {
  it('closes on a click outside by default', async () => {
    renderOpen();
    await listenerReady();
    await userEvent.click(document.querySelector('[data-slot="dialog-overlay"]')!, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on a click outside when closeOnOutsideClick is false', async () => {
    const dialog = renderOpen(false);
    await listenerReady();
    await userEvent.click(document.querySelector('[data-slot="dialog-overlay"]')!, { pointerEventsCheck: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
  });

  it('has a close button named Close that closes it', async () => {
    renderOpen(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
