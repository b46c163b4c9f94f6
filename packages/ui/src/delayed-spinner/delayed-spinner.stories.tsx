import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { DelayedSpinner } from './delayed-spinner';
import { WorkArea } from './work-area';

const meta = {
  title: 'UI/DelayedSpinner',
  component: DelayedSpinner,
  args: { loading: true, label: 'Loading' },
} satisfies Meta<typeof DelayedSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Loading'));
    await expect(status).toHaveAttribute('data-state', 'visible');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading weather' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading weather'));
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

function WorkAreaDemo() {
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function load(ms: number) {
    clearTimeout(timer.current);
    setLoading(true);
    timer.current = setTimeout(() => setLoading(false), ms);
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => load(400)}>
          Quick load
        </Button>
        <Button variant="outline" onClick={() => load(60_000)}>
          Slow load
        </Button>
        <Button variant="ghost" onClick={() => setLoading(false)}>
          Finish
        </Button>
      </div>
      <WorkArea loading={loading} loadingLabel="Loading leases" className="rounded-md border p-4">
        <p>Leases of Hicks Airfield North Hangars</p>
      </WorkArea>
    </div>
  );
}

export const WorkAreaWhileLoading: Story = {
  render: () => <WorkAreaDemo />,
  play: async ({ canvas, canvasElement }) => {
    const area = canvasElement.querySelector('[data-slot="work-area"]') as HTMLElement;
    // Each Button carries its own status region too, so find the spinner by its slot.
    const status = canvasElement.querySelector('[data-slot="delayed-spinner"]') as HTMLElement;
    await expect(status).toHaveAttribute('role', 'status');

    await userEvent.click(canvas.getByRole('button', { name: 'Quick load' }));
    await expect(area).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(area).cursor).toBe('wait');
    await waitFor(() => expect(area).not.toHaveAttribute('aria-busy'));
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Slow load' }));
    await waitFor(() => expect(status).toHaveTextContent('Loading leases'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(status).toBeEmptyDOMElement();
    await expect(getComputedStyle(area).cursor).not.toBe('wait');
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };
