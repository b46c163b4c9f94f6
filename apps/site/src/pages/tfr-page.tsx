// TFR: two flight-restriction map tiles linking out to the FAA.
import { TfrMaps } from '@hangar/weather-widgets';
import { airport } from '../config';
import { usePageTitle } from './page-title';

export function TfrPage() {
  usePageTitle('TFR');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">TFR</h1>
      <h2 className="text-lg font-semibold tracking-wide">LOCAL MAPS</h2>
      <TfrMaps tiles={airport.tfrTiles} />
    </div>
  );
}
