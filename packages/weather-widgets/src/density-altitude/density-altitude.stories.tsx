import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { DensityAltitude } from './density-altitude';

const meta = {
  title: 'Weather/DensityAltitude',
  component: DensityAltitude,
  decorators: [withFixtureWeather],
  parameters: { scenario: { crosswind: 'kafw' } satisfies Scenario },
} satisfies Meta<typeof DensityAltitude>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HotDay: Story = {
  parameters: { scenario: { crosswind: 'hot' } },
  play: async ({ canvas }) => {
    // KAFW 36/21 A2976 at 855 ft: about 3,940 ft with the NWS formula (fixtures README).
    await expect(await canvas.findByText('3,939 ft')).toBeVisible();
    await expect(canvas.getByText('(pressure altitude 1,015 ft)')).toBeVisible();
  },
};

export const MissingFields: Story = {
  parameters: { scenario: { crosswind: 'missing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Not available/)).toBeVisible();
  },
};

export const Loading: Story = { parameters: { scenario: { crosswind: 'pending' } } };
export const ErrorState: Story = {
  parameters: { scenario: { crosswind: { fail: 'Upstream weather service timed out' } } },
};
export const Stale: Story = { parameters: { scenario: { crosswind: 'hot', stale: true } } };
