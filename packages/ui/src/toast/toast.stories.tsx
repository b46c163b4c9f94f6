import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toaster } from './toaster';
import { createToastStore, type ToastInput } from './toast-store';

const HOUR = 3_600_000;
const none: ToastInput[] = [];

// Each story owns a store so that stories on the docs page do not share toasts; the app uses `alerts`.
function ToastDemo({ initial = none }: { initial?: ToastInput[] }) {
  const [store] = useState(createToastStore);
  useEffect(() => {
    for (const toast of initial) store.show(toast);
    return () => store.clear();
  }, [initial, store]);
  return (
    <div className="relative min-h-[380px]">
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" onClick={() => store.error('Could not save the lease.')}>
          Show error
        </Button>
        <Button variant="secondary" onClick={() => store.success('Lease saved.')}>
          Show success
        </Button>
        <Button variant="outline" onClick={() => store.info('Runway 14/32 closes at 22:00 local.', 'NOTAM')}>
          Show info
        </Button>
        <Button variant="outline" onClick={() => store.resultError({ error: 'Unit 12 is already leased.' })}>
          Show failed result
        </Button>
      </div>
      {/* Absolute inside the story instead of fixed to the window, so docs pages keep each story's toasts apart. */}
      <Toaster store={store} className="absolute top-12 right-0" />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const live = region.querySelector('[aria-live="polite"]') as HTMLElement;
    await expect(live).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show failed result' }));
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('[data-slot="toast-heading"]')?.textContent)).toEqual(
      ['Error', 'Success', 'NOTAM', 'Error'],
    );
    await expect(live).toHaveTextContent('Unit 12 is already leased.');
  },
};

const showcase: ToastInput[] = [
  { type: 'Error', message: 'Could not reach the weather service.', expires: new Date(Date.now() + HOUR) },
  { type: 'Success', message: 'Lease saved.', expires: new Date(Date.now() + HOUR) },
  { type: 'Info', message: 'Radar images refresh every minute.', expires: new Date(Date.now() + HOUR) },
  {
    type: 'Info',
    heading: 'NOTAM',
    message: '',
    safeHtml: 'Runway <b>14/32</b> closes at 22:00. See <a href="#tfr">flight restrictions</a>.',
    expires: new Date(Date.now() + HOUR),
  },
];

export const EveryType: Story = {
  render: () => <ToastDemo initial={showcase} />,
  play: async ({ canvas }) => {
    const error = (await canvas.findByText('Could not reach the weather service.')).closest(
      'li',
    ) as HTMLElement;
    await expect(within(error).getByText('Error')).toHaveClass('text-destructive');
    await expect(canvas.getByRole('link', { name: 'flight restrictions' })).toBeVisible();
  },
};

const saved: ToastInput[] = [{ type: 'Success', message: 'Lease saved.' }];

export const HoverPausesFocusPauses: Story = {
  render: () => <ToastDemo initial={saved} />,
  play: async ({ canvas }) => {
    const toast = (await canvas.findByText('Lease saved.')).closest('li') as HTMLElement;
    await expect(toast).toHaveAttribute('data-state', 'running');
    await userEvent.hover(toast);
    await expect(toast).toHaveAttribute('data-state', 'paused');
    await userEvent.unhover(toast);
    await expect(toast).toHaveAttribute('data-state', 'running');
    within(toast).getByRole('button', { name: 'Dismiss' }).focus();
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'paused'));
  },
};

const failed: ToastInput[] = [
  { type: 'Error', message: 'Could not save the lease.', expires: new Date(Date.now() + HOUR) },
];

export const DismissByKeyboard: Story = {
  render: () => <ToastDemo initial={failed} />,
  play: async ({ canvas }) => {
    const dismiss = await canvas.findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Could not save the lease.')).toBeNull());
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const EveryTypeDark: Story = { ...EveryType, globals: { theme: 'dark' } };
