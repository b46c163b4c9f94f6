import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CurrentConditions } from '../current-conditions';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { ForecastGrid } from '../forecast-grid';
import { ForecastPeriods } from '../forecast-periods';
import { useCrosswindReport, useForecast } from '../provider/use-weather';
import { ReplayNotice, ReplayNoticeScope } from './replay-notice';

/** A page as the site builds it: one notice above widgets that say nothing of replay themselves. */
function Page() {
  const queries = [useCrosswindReport(), useForecast()];
  return (
    <ReplayNoticeScope>
      <div className="flex max-w-3xl flex-col gap-4">
        <ReplayNotice queries={queries} />
        <CurrentConditions />
        <ForecastPeriods />
        <ForecastGrid />
      </div>
    </ReplayNoticeScope>
  );
}

const meta = {
  title: 'Weather/ReplayNotice',
  component: ReplayNotice,
  args: { queries: [] },
  render: () => <Page />,
  decorators: [withFixtureWeather],
  parameters: { scenario: { crosswind: 'kafw', forecast: 'winter', replay: true } satisfies Scenario },
} satisfies Meta<typeof ReplayNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Replayed: one notice for the page names each recording, where and when; the widgets say nothing more. */
export const OnePerPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const notice = await canvas.findByRole('note', { name: 'Recorded weather' });
    await expect(notice).toHaveTextContent('Recorded weather (replay), not live.');
    await expect(notice).toHaveTextContent(
      'METARs of 47 north-Texas stations: recorded around Fort Worth, Texas, 09:52–10:17 UTC on day 02',
    );
    await expect(notice).toHaveTextContent(
      'The NWS 7-day forecast: recorded for Rochester, New York, issued 5 January 2025, 20:40 UTC. Served here for any point: it is not the forecast for this place.',
    );
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-slot="replay-notice"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-slot="weather-status-replay"]')).toHaveLength(0);
  },
};

/** A server that says it replays but names no recording: the notice still says the weather is recorded. */
export const WithoutRecordingDetails: Story = {
  parameters: { scenario: { crosswind: 'gusty', forecast: 'winter', replay: true } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('note', { name: 'Recorded weather' });
    await expect(notice).toHaveTextContent('Recorded weather (replay), not live.');
    await expect(notice.querySelectorAll('li')).toHaveLength(1);
  },
};

/** Live weather: no notice at all. */
export const Live: Story = {
  parameters: { scenario: { crosswind: 'kafw', forecast: 'winter', replay: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article');
    await expect(canvasElement.querySelector('[data-slot="replay-notice"]')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(await canvas.findByRole('note', { name: 'Recorded weather' })).toBeVisible();
  },
};
