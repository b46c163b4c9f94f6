// Radar: the NWS loop for Fort Worth, sized to the page.
import { RadarMap } from '@hangar/weather-widgets';
import { airport } from '../config';
import { usePageTitle } from './page-title';

export function RadarPage() {
  usePageTitle('Radar');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Radar</h1>
      <RadarMap src={airport.radarUrl} />
    </div>
  );
}
