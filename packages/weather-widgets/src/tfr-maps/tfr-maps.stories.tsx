import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { localImage } from '../fixtures/weather-fixtures';
import { TfrMaps } from './tfr-maps';

const meta = {
  title: 'Weather/TfrMaps',
  component: TfrMaps,
  args: {
    tiles: [
      { title: 'Dallas–Fort Worth', imageUrl: localImage('TFR DFW (sample)', 680, 480) },
      { title: 'Texas', imageUrl: localImage('TFR Texas (sample)', 680, 480) },
    ],
  },
} satisfies Meta<typeof TfrMaps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', 'https://tfr.faa.gov');
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

export const FailedImage: Story = {
  args: {
    tiles: [
      { title: 'Dallas–Fort Worth', imageUrl: localImage('TFR DFW (sample)', 680, 480) },
      // Not a decodable image: the tile turns into a link card.
      { title: 'Texas', imageUrl: 'data:image/png;base64,AAAA' },
    ],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(1));
    await expect(canvas.getByText(/Map unavailable here/)).toBeVisible();
  },
};

export const NoImages: Story = { args: { tiles: [{ title: 'Dallas–Fort Worth' }, { title: 'Texas' }] } };
