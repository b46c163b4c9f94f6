import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { ForecastPeriods } from './forecast-periods';

const meta = {
  title: 'Weather/ForecastPeriods',
  component: ForecastPeriods,
  decorators: [withFixtureWeather],
  parameters: { scenario: { forecast: 'spring' } satisfies Scenario },
} satisfies Meta<typeof ForecastPeriods>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const periods = await canvas.findAllByRole('article');
    await expect(periods).toHaveLength(2);
    // The NWS icon URL drawn from the bundled set, named by the short forecast.
    const icon = periods[0]!.querySelector('[data-slot="forecast-icon"]');
    await expect(icon).toHaveAttribute('data-icon', 'mostly-cloudy');
    await expect(icon).toHaveAttribute('data-time', 'night');
    await expect(icon).toHaveAttribute('role', 'img');
    // The first ". " of the detailed text becomes a line break.
    const detail = periods[0]!.querySelector('[data-slot="forecast-detail"]');
    await expect(detail?.textContent).toBe(
      'Mostly cloudy, with a low around 54.\nSoutheast wind 3 to 7 mph.',
    );
  },
};

export const LongText: Story = { parameters: { scenario: { forecast: 'winter' } } };
export const Loading: Story = { parameters: { scenario: { forecast: 'pending' } } };
export const ErrorState: Story = {
  parameters: { scenario: { forecast: { fail: 'Forecast service unavailable' } } },
};
export const Stale: Story = { parameters: { scenario: { forecast: 'spring', stale: true } } };
