import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hicksConfig, RefreshNow, weatherData } from '../fixtures/weather-fixtures';
import { CurrentConditions } from '../current-conditions';
import { useCrosswindReport } from './use-weather';
import { WeatherProvider, type WeatherFetcher } from './weather-provider';
import { weatherUrls } from './urls';

const kafw = weatherData.crosswind.kafw;
const gusty = weatherData.crosswind.gusty;

/** A fetcher that answers from a script, one answer per call, and records the URLs it was asked. */
function scripted(answers: unknown[]) {
  const urls: string[] = [];
  const fetcher: WeatherFetcher = async (url) => {
    urls.push(url);
    return answers.shift() ?? { success: false, error: 'script ended' };
  };
  return { fetcher, urls };
}

function Probe() {
  const { data, error, isStale } = useCrosswindReport();
  return (
    <p>
      {data ? `${data.station} ${data.wind.kt}` : 'none'}|{error?.message ?? 'ok'}|
      {isStale ? 'stale' : 'fresh'}
    </p>
  );
}

describe('weather hooks', () => {
  it('replaces the cached value only on success: true, keeping it (and the error) when a refresh fails', async () => {
    const { fetcher } = scripted([
      { success: true, data: kafw },
      { success: false, error: 'Upstream weather service timed out' },
      { success: true, data: gusty },
    ]);
    render(
      <WeatherProvider config={hicksConfig} fetcher={fetcher}>
        <Probe />
        <RefreshNow />
      </WeatherProvider>,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    await screen.findByText('KAFW 7|ok|fresh');
    fireEvent.click(refresh);
    await screen.findByText('KAFW 7|Upstream weather service timed out|stale');
    fireEvent.click(refresh);
    await screen.findByText('KGAG 16|ok|fresh');
  });

  it('asks the density-altitude endpoint with runways, offset, elevation and the variation override', async () => {
    const { fetcher, urls } = scripted([
      {
        success: true,
        data: kafw,
        meta: { stale: true, fetchedAt: '2026-11-02T10:20:00Z', ageSeconds: 9000, replay: false },
      },
    ]);
    render(
      <WeatherProvider config={{ ...hicksConfig, apiBaseUrl: 'https://wx.example/api/' }} fetcher={fetcher}>
        <CurrentConditions />
      </WeatherProvider>,
    );
    await screen.findByText('68°F, 120° 7KT, 3 KT crosswind');
    expect(urls).toEqual([
      'https://wx.example/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-7/855?magVar=3',
    ]);
    // The server's own stale flag is shown, not hidden.
    expect(screen.getByRole('status')).toHaveTextContent(/^Stale/);
  });

  it('builds the plain crosswind and forecast paths without elevation or variation', () => {
    const config = { ...hicksConfig, elevation: undefined, magVar: undefined };
    expect(weatherUrls.crosswind(config, 'kftw')).toBe('/api/NoaaCrosswindMetar/KFTW/140/320/-7');
    expect(weatherUrls.forecast(config)).toBe('/api/forecast/32.9312,-97.4117');
    expect(weatherUrls.forecast({ ...config, forecastPoint: undefined })).toBeNull();
  });

  it('shows a short message, not a crash, when the first answer is not the API shape', async () => {
    const { fetcher } = scripted(['<html>502 Bad Gateway</html>']);
    render(
      <WeatherProvider config={hicksConfig} fetcher={fetcher}>
        <CurrentConditions />
      </WeatherProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Current weather is unavailable right now.'),
    );
  });
});
