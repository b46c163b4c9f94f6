// Weather: the 7-day grid and one aviation block per nearby station (KAFW adds crosswinds, DA and TAF).
import {
  CrosswindTable,
  DensityAltitude,
  ForecastGrid,
  MetarCard,
  ReplayNotice,
  ReplayNoticeScope,
  RunwayWind,
  SunTimes,
  TafCard,
  useCrosswindReport,
  useDecodedMetar,
  useForecast,
  useTaf,
  useWindHistory,
  WindHistory,
} from '@hangar/weather-widgets';
import { airport } from '../config';
import { usePageTitle } from './page-title';

export function WeatherPage() {
  usePageTitle('Weather');
  const [primary, ...others] = airport.weather.stations;
  return (
    <ReplayNoticeScope>
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <h1 className="text-2xl font-semibold">{airport.name} weather</h1>
        <WeatherReplayNotice />
        <ForecastGrid />
        <section aria-labelledby="aviation-heading" className="flex flex-col gap-4">
          <h2 id="aviation-heading" className="text-lg font-semibold">
            Nearby Aviation Weather and Terminal Forecast
          </h2>
          {primary && (
            <div data-slot="station-block" data-station={primary} className="flex flex-col gap-3">
              <MetarCard station={primary} />
              <RunwayWind station={primary} className="rounded-lg border p-4" />
              <WindHistory station={primary} className="rounded-lg border p-4" />
              <div className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
                <CrosswindTable station={primary} />
                <DensityAltitude station={primary} />
              </div>
              <TafCard station={primary} />
              <SunTimes className="rounded-lg border p-4" />
            </div>
          )}
          {others.map((station) => (
            <div
              key={station}
              data-slot="station-block"
              data-station={station}
              className="flex flex-col gap-3"
            >
              <MetarCard station={station} />
            </div>
          ))}
        </section>
      </div>
    </ReplayNoticeScope>
  );
}

/** One notice for every widget of the page (their own queries, asked once each), when they are replayed. */
function WeatherReplayNotice() {
  const [primary = '', ...others] = airport.weather.stations;
  const queries = [
    useForecast(),
    useCrosswindReport(primary),
    useTaf(primary),
    useDecodedMetar(primary),
    useWindHistory(primary),
  ];
  // The station list is build-time configuration, so this loop runs the same hooks in the same order on
  // every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  for (const station of others) queries.push(useDecodedMetar(station));
  return <ReplayNotice queries={queries} />;
}
