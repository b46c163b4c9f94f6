import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TOO_WIDE_AIRCRAFT } from '../aircraft-fixtures';
import { currentLease } from '../lease-fixtures';
import { leaseLoaders, leaseStoryProvider, withManagementProvider } from '../lib/lease-story';
import { LeaseForm } from './lease-form';

/** H-1 (door 41.5 × 12 ft) leased to Cody Barrera, who owns three aircraft: "Aircraft stored" tells each one's fit. */
const meta = {
  title: 'Management/Leases/LeaseForm/Aircraft fit',
  component: LeaseForm,
  args: { lease: currentLease, onSaved: fn(), onCancel: fn(), onDeleted: fn() },
  loaders: leaseLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof LeaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const chooseAircraft = async (canvas: Canvas, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Aircraft stored' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const fitNote = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="lease-form-aircraft-fit"]') as HTMLElement;

export const Fits: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseAircraft(canvas, 'N322SR, Cirrus SR22 (Barrera, Cody): fits');
    await waitFor(() =>
      expect(fitNote(canvasElement)).toHaveTextContent(
        'Door fit: Fits (3.2 ft to spare in width, 3.1 ft in height).',
      ),
    );
    await expect(fitNote(canvasElement)).toHaveRole('status');
  },
};

export const Tight: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseAircraft(canvas, 'N40TW, Van’s RV-10 (long wing) (Barrera, Cody): tight');
    await waitFor(() =>
      expect(fitNote(canvasElement)).toHaveTextContent('Door fit: Tight (1.5 ft to spare in width).'),
    );
  },
};

/** Too wide for the door: a warning, and the lease still saves with that aircraft. */
export const DoesNotFit: Story = {
  play: async ({ canvas, canvasElement, args, loaded }) => {
    await chooseAircraft(canvas, 'N46PM, Piper PA-46 Malibu (Barrera, Cody): does not fit');
    await waitFor(() =>
      expect(fitNote(canvasElement)).toHaveTextContent(
        'Door fit: Does not fit (1.5 ft too narrow). It will not go through this door; you can still save the lease.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const stored = leaseStoryProvider(loaded)
      .records<{ id: number; aircraftID: number | null }>('lease')
      .find((l) => l.id === currentLease.id);
    await expect(stored?.aircraftID).toBe(TOO_WIDE_AIRCRAFT.id);
  },
};

/** None recorded: no fit to tell. */
export const NoAircraft: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Aircraft stored' })).toHaveTextContent(
      'None recorded',
    );
    await expect(fitNote(canvasElement)).toBeNull();
  },
};
