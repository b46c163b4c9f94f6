import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { SunTimes } from './sun-times';

const meta = {
  title: 'Weather/SunTimes',
  component: SunTimes,
  args: { lat: 32.93119, lon: -97.41172, timeZone: 'America/Chicago', name: 'T67' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
    withFixtureWeather,
  ],
  parameters: { scenario: { now: '2026-06-21T15:00:00Z' } satisfies Scenario },
} satisfies Meta<typeof SunTimes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Summer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sun at T67 today' })).toHaveTextContent('Sunrise06:21');
  },
};
export const SummerDark: Story = { ...Summer, globals: { theme: 'dark' } };
export const Winter: Story = { parameters: { scenario: { now: '2026-12-21T18:00:00Z' } } };
export const WinterDark: Story = { ...Winter, globals: { theme: 'dark' } };
/** Far north in December: no sunrise, shown as dashes. */
export const PolarNight: Story = {
  args: { lat: 78.2, lon: 15.6, timeZone: 'Arctic/Longyearbyen', name: 'ENSB' },
  parameters: { scenario: { now: '2026-12-21T12:00:00Z' } },
};
