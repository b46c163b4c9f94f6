import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { localImage } from '../fixtures/weather-fixtures';
import { RadarMap } from './radar-map';

const meta = {
  title: 'Weather/RadarMap',
  component: RadarMap,
  // A local picture stands in for the NWS loop: story tests never reach the network.
  args: { src: localImage('Radar KFWS (sample)', 800, 550) },
} satisfies Meta<typeof RadarMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ width: 1000 }}>
      <RadarMap {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Wider than 900 px: the image stops at 900.
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('width', '900'));
  },
};

export const NarrowContainer: Story = {
  render: (args) => (
    <div style={{ width: 300 }}>
      <RadarMap {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('width', '350'));
  },
};

export const MidWidth: Story = {
  render: (args) => (
    <div style={{ width: 600 }}>
      <RadarMap {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('width', '600'));
  },
};

/** The image cannot load (offline, or the NWS not answering): a message takes its place, as on the TFR maps. */
export const Offline: Story = {
  args: { src: 'data:image/png;base64,AAAA' },
  render: (args) => (
    <div style={{ width: 400 }}>
      <RadarMap {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Radar unavailable here/);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
export const OfflineDark: Story = { ...Offline, globals: { theme: 'dark' } };
