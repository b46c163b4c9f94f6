import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FixtureWeather } from '../fixtures/weather-fixtures';
import { ForecastGrid } from '../forecast-grid';
import { ForecastPeriods } from '../forecast-periods';
import { useForecast } from '../provider/use-weather';
import { ReplayNotice, ReplayNoticeScope, replayedRecordings } from './replay-notice';

function ForecastPage() {
  const forecast = useForecast();
  return (
    <ReplayNoticeScope>
      <ReplayNotice queries={[forecast]} />
      <ForecastPeriods />
      <ForecastGrid />
    </ReplayNoticeScope>
  );
}

describe('the replay notice', () => {
  it('is said once for a page of widgets, naming where and when the forecast was recorded', async () => {
    const { container } = render(
      <FixtureWeather scenario={{ forecast: 'winter', replay: true }}>
        <ForecastPage />
      </FixtureWeather>,
    );
    const notice = await screen.findByRole('note', { name: 'Recorded weather' });
    expect(notice).toHaveTextContent(/recorded for Rochester, New York, issued 5 January 2025/);
    expect(notice).toHaveTextContent(/not the forecast for this place/);
    await screen.findAllByRole('article');
    expect(container.querySelectorAll('[data-slot="replay-notice"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-slot="weather-status-replay"]')).toHaveLength(0);
  });

  it('is left to each widget outside a scope, and absent for live weather', async () => {
    const { container, unmount } = render(
      <FixtureWeather scenario={{ forecast: 'winter', replay: true }}>
        <ForecastPeriods />
        <ForecastGrid />
      </FixtureWeather>,
    );
    await screen.findAllByRole('article');
    expect(container.querySelectorAll('[data-slot="weather-status-replay"]')).toHaveLength(2);
    unmount();
    const live = render(
      <FixtureWeather scenario={{ forecast: 'winter' }}>
        <ForecastPage />
      </FixtureWeather>,
    );
    await screen.findAllByRole('article');
    expect(live.container.querySelector('[data-slot="replay-notice"]')).toBeNull();
  });

  it('lists each recording once, and none for queries without data or not replayed', () => {
    const recording = { what: 'The NWS 7-day forecast', place: 'for Rochester, New York', time: 'issued …' };
    const replayed = { stale: false, fetchedAt: '', ageSeconds: 0, replay: true, recording };
    expect(
      replayedRecordings([
        { data: {}, meta: replayed },
        { data: {}, meta: { ...replayed, recording: { ...recording } } },
      ]),
    ).toEqual([recording]);
    expect(replayedRecordings([{ data: undefined, meta: replayed }])).toBeNull();
    expect(replayedRecordings([{ data: {}, meta: { ...replayed, replay: false } }])).toBeNull();
    expect(replayedRecordings([{ data: {}, meta: { ...replayed, recording: undefined } }])).toEqual([]);
  });
});
