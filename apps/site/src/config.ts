// The airport site's one typed configuration: the field, its weather sources, links and operator.
import type { WeatherConfig } from '@hangar/weather-widgets';
import type { TfrTile } from '@hangar/weather-widgets';

export type AirportConfig = {
  /** Name and title used in headings and the header. */
  name: string;
  /** Runway-strip code in the header. */
  code: string;
  weather: WeatherConfig;
  radarUrl: string;
  tfrTiles: TfrTile[];
  /**
   * Page shown in the side frame at 820 px and wider (the site's own `/listings` unless VITE_LISTINGS_URL names
   * another); its origin is the only one whose messages are read.
   */
  listingsUrl: string;
  contactEmail: string;
  /** Company that operates the site, named in the terms. */
  termsOperator: { name: string; email: string; state: string };
  /** localStorage key of the login session (read by the management face). */
  sessionStorageKey: string;
  /** Where a login without returnUrl goes: the management face's home. */
  managementHome: string;
};

// Build-time overrides (a deployment's own listings page, say) come from Vite's env.
const env = import.meta.env as Record<string, string | undefined>;

/**
 * The one API base of the site (`VITE_API_BASE`, default `/api`): weather, accounts and management calls alike.
 * The API client sends a path written `/api/…` to `${apiBase}/…` (api/client.ts).
 */
export const apiBase = (env.VITE_API_BASE ?? '/api').replace(/\/+$/, '') || '/api';

export const airport: AirportConfig = {
  name: 'Hicks Airfield',
  code: 'T67',
  weather: {
    apiBaseUrl: apiBase,
    stations: ['KAFW', 'KFTW'],
    runways: [140, 320],
    // The site's configured offset (−7), passed to the API as it is.
    utcOffset: -7,
    elevation: 855,
    magVar: 3,
    forecastPoint: { lat: 32.9312, lon: -97.4117 },
    // The FAA's airport reference point and the field's own zone (sun times are local).
    field: { lat: 32.93119, lon: -97.41172, name: 'T67' },
    timeZone: 'America/Chicago',
  },
  radarUrl: env.VITE_RADAR_URL ?? 'https://radar.weather.gov/ridge/standard/KFWS_loop.gif',
  // The FAA publishes no stable map image: without VITE_TFR_IMAGE_1/2 the tiles are link cards.
  tfrTiles: [
    {
      title: 'Dallas–Fort Worth TFRs',
      href: 'https://tfr.faa.gov',
      imageUrl: env.VITE_TFR_IMAGE_1 || undefined,
    },
    {
      title: 'Texas TFR list',
      href: 'https://tfr.faa.gov/tfr3/?page=list',
      imageUrl: env.VITE_TFR_IMAGE_2 || undefined,
    },
  ],
  listingsUrl: env.VITE_LISTINGS_URL || '/listings',
  contactEmail: 'info@hicksairfield.com',
  termsOperator: {
    name: 'Hicks Airfield Hangar Management',
    email: 'info@hicksairfield.com',
    state: 'Texas',
  },
  sessionStorageKey: 'hangar.session',
  managementHome: '/manage',
};
