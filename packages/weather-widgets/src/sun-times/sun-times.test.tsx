import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FixtureWeather } from '../fixtures/weather-fixtures';
import { localDay, SunTimes } from './sun-times';

describe('the sun at the field today', () => {
  it("takes the field's date in its own zone: 03:00 UTC on 22 June is still 21 June in Chicago", () => {
    expect(localDay(new Date('2026-06-22T03:00:00Z'), 'America/Chicago')).toEqual({
      year: 2026,
      month: 6,
      day: 21,
    });
  });

  it('shows T67 on the June solstice in CDT (the reference of the sun tests: sunrise 06:21:44, sunset 20:41:17)', () => {
    render(
      <FixtureWeather scenario={{ now: '2026-06-21T15:00:00Z' }}>
        <SunTimes lat={32.93119} lon={-97.41172} timeZone="America/Chicago" name="T67" />
      </FixtureWeather>,
    );
    const section = screen.getByRole('region', { name: 'Sun at T67 today' });
    expect(section).toHaveTextContent('(CDT)');
    expect(section).toHaveTextContent('Civil dawn05:53Sunrise06:21Sunset20:41Civil dusk21:10');
  });

  it('in December the zone is CST', () => {
    render(
      <FixtureWeather scenario={{ now: '2026-12-21T18:00:00Z' }}>
        <SunTimes lat={32.93119} lon={-97.41172} timeZone="America/Chicago" name="T67" />
      </FixtureWeather>,
    );
    expect(screen.getByRole('region')).toHaveTextContent(
      '(CST)Civil dawn07:01Sunrise07:28Sunset17:27Civil dusk17:54',
    );
  });
});
