// Home: welcome, the conditions line with its category, the runway wind and minimums, two forecast periods, radar.
import { HoverTip } from '@hangar/ui';
import {
  CurrentConditions,
  ForecastPeriods,
  MinimumsSettings,
  RadarMap,
  ReplayNotice,
  ReplayNoticeScope,
  RunwayWind,
  useCrosswindReport,
  useForecast,
} from '@hangar/weather-widgets';
import { Link } from 'react-router-dom';
import { airport } from '../config';
import { usePageTitle } from './page-title';

export function HomePage() {
  usePageTitle(null);
  const source = `Weather from ${airport.weather.stations[0]}, the nearest airport weather station`;
  // The queries of the widgets below (asked once each): one notice for the page when they are replayed.
  const replayed = [useCrosswindReport(), useForecast()];
  return (
    <ReplayNoticeScope>
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <h1 className="text-center text-2xl font-semibold">Welcome to {airport.name}</h1>
        <ReplayNotice queries={replayed} />
        <HoverTip tip={source}>
          {/* Focusable so the source note reaches keyboard users too. */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            data-slot="home-weather"
            aria-describedby="home-weather-source"
            className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <CurrentConditions />
          </div>
        </HoverTip>
        <span id="home-weather-source" className="sr-only">
          {source}
        </span>
        <div data-slot="home-runway-wind" className="flex flex-col items-center gap-1">
          {/* The conditions line above already says when the report is old or stale. */}
          <RunwayWind status={false} />
          <MinimumsSettings />
        </div>
        <ForecastPeriods headingLevel={2} />
        <Link
          to="/radar"
          data-slot="home-radar"
          className="block min-h-[490px] rounded-lg border p-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="sr-only">Open the radar page</span>
          <RadarMap src={airport.radarUrl} />
        </Link>
      </div>
    </ReplayNoticeScope>
  );
}
