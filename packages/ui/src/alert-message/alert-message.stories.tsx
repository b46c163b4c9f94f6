import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button';
import { AlertMessage } from './alert-message';
import { createAlertMessageStore, type AlertMessageType } from './alert-message-store';

function withAlert(message: string, type: AlertMessageType) {
  const store = createAlertMessageStore();
  store.set(message, { type });
  return store;
}

const meta = {
  title: 'UI/AlertMessage',
  component: AlertMessage,
  args: { store: withAlert('Lease saved. The tenant receives a copy by e-mail.', 'success') },
  argTypes: { store: { table: { disable: true } } },
} satisfies Meta<typeof AlertMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorAlert: Story = {
  name: 'Error',
  args: { store: withAlert('Could not load the lease.', 'error') },
};
export const Info: Story = { args: { store: withAlert('Radar images refresh every minute.', 'info') } };
export const Warning: Story = { args: { store: withAlert('Your session expires in 5 minutes.', 'warning') } };
export const NotDismissible: Story = {
  args: { store: withAlert('Read only: you cannot edit this lease.', 'info'), dismissible: false },
};

function NavigationDemo() {
  const [store] = useState(createAlertMessageStore);
  const [page, setPage] = useState(1);
  return (
    <div className="grid max-w-lg gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => store.set('Could not load the lease.', { type: 'error' })}>
          Raise alert
        </Button>
        <Button
          variant="outline"
          onClick={() => store.set('Lease saved.', { type: 'success', keepAfterNavigation: true })}
        >
          Raise alert kept after navigation
        </Button>
        <Button
          onClick={() => {
            store.navigationStarted();
            setPage((current) => current + 1);
          }}
        >
          Navigate
        </Button>
      </div>
      <p>Page {page}</p>
      <AlertMessage store={store} />
    </div>
  );
}

export const AcrossNavigation: Story = {
  render: () => <NavigationDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise alert' }));
    await expect(canvas.getByText('Could not load the lease.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate' }));
    await expect(canvas.queryByText('Could not load the lease.')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Raise alert kept after navigation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate' }));
    await expect(canvas.getByText('Lease saved.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate' }));
    await expect(canvas.queryByText('Lease saved.')).toBeNull();
  },
};

export const Dismiss: Story = {
  args: { store: withAlert('Unit 12 is already leased.', 'error') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('Unit 12 is already leased.')).toBeNull();
  },
};

export const ErrorDark: Story = {
  name: 'Error (dark)',
  args: { store: withAlert('Could not load the lease.', 'error') },
  globals: { theme: 'dark' },
};
export const WarningDark: Story = { ...Warning, name: 'Warning (dark)', globals: { theme: 'dark' } };
