// ForecastIcon: a forecast period's weather as a small line drawing in the text colour, from the NWS icon URL's codes.
import { cn } from '@hangar/ui';
import { useId } from 'react';
import type * as React from 'react';
import { parseNwsIcon, type ForecastIconKind } from './nws-icon';

/** A cloud whose flat base starts at (x, y): about 18 wide and 12 high. */
const cloud = (x: number, y: number) =>
  `M${x} ${y}a3.5 3.5 0 0 1-.4-7 5.5 5.5 0 0 1 10.6-1.3 4 4 0 0 1 .8 8.3z`;
const SUN =
  'M12 2.5v2m0 15v2M2.5 12h2m15 0h2M5.3 5.3l1.4 1.4m10.6 10.6 1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4';
const MOON = 'M19.5 14.5A8 8 0 1 1 9.5 4.5a6.5 6.5 0 0 0 10 10z';
const HIGH_CLOUD = cloud(6.5, 14);
const FULL_CLOUD = cloud(6.5, 18);
const FRONT_CLOUD = cloud(8, 21);
const DROPS = 'M8 17l-1 3m5-3-1 3m5-3-1 3';
/** A six-armed snowflake 4 high, centred on (x, y). */
const flake = (x: number, y: number) => `M${x} ${y - 2}v4m-1.7-3 3.4 2m-3.4 0 3.4-2`;
const FLAKES = `${flake(8, 19)}${flake(16, 19)}M12 21.5h0`;
const WIND = 'M3 9h11a2.5 2.5 0 1 0-2.5-2.5M3 13h15a2.5 2.5 0 1 1-2.5 2.5M3 17h7';
const FOG = 'M4 17h16M6 20.5h12';
const THERMOMETER = 'M10 14.5V5a2 2 0 0 1 4 0v9.5a3.5 3.5 0 1 1-4 0z';

type Drawing = {
  /** Drawn at 60 % from the top left corner (a sun or moon), cut where `front` covers it. */
  back?: string;
  /** The cloud in front of `back`. */
  front?: string;
  /** Outlines. */
  lines: string;
  /** Solid shapes (a thermometer's bulb). */
  fill?: string;
};

function drawing(kind: ForecastIconKind, night: boolean): Drawing {
  // Sun or moon at full size; smaller in the top left corner when a cloud stands in front of it.
  const sky = night ? MOON : `${SUN}M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z`;
  switch (kind) {
    case 'clear':
      return { lines: sky };
    case 'partly-cloudy':
      return { back: sky, front: FRONT_CLOUD, lines: FRONT_CLOUD };
    case 'mostly-cloudy':
      return { back: sky, front: FULL_CLOUD, lines: FULL_CLOUD };
    case 'cloudy':
      // A second cloud behind, at the top right once scaled like `back`.
      return { back: cloud(23.5, 16), front: FULL_CLOUD, lines: FULL_CLOUD };
    case 'wind':
      return { lines: WIND };
    case 'rain':
      return { lines: HIGH_CLOUD + DROPS };
    case 'showers':
      return { lines: `${HIGH_CLOUD}M8 17v1.5m4 1v1.5m4-4v1.5` };
    case 'thunderstorm':
      return { lines: `${HIGH_CLOUD}M12.5 14 10 18h4l-2.5 4` };
    case 'snow':
      return { lines: HIGH_CLOUD + FLAKES };
    case 'mixed':
      return { lines: `${HIGH_CLOUD}M8 17l-1 3${flake(15, 19)}` };
    case 'blizzard':
      return { lines: WIND + flake(19.5, 20.5) };
    case 'fog':
      return { lines: HIGH_CLOUD + FOG };
    case 'haze':
      return { back: sky, lines: 'M3 15h18M3 18.5h18M6 22h12' };
    case 'hot':
      return {
        lines: `${THERMOMETER}M12 7v9M18 4.5l1.5-1.5M19 8h2`,
        fill: 'M14 17a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
      };
    case 'cold':
      return { lines: THERMOMETER + 'M12 13v3' + flake(19, 5), fill: 'M14 17a2 2 0 1 1-4 0 2 2 0 0 1 4 0z' };
    case 'tornado':
      return { lines: 'M3 4h18M5 8h14M8 12h9m-6 4h5m-3 4h2' };
    case 'hurricane':
      return {
        lines: 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM12 9c0-3 2-5.5 6-6m-6 12c0 3-2 5.5-6 6',
      };
    default:
      return {
        lines:
          'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM12 16.5v.5M10 9.5a2 2 0 1 1 2.5 2c-.5.2-.5.7-.5 1.5',
      };
  }
}

export type ForecastIconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** The period's `icon` URL from api.weather.gov (read, never fetched). */
  icon: string | null | undefined;
  /**
   * The accessible name (the period's short forecast) when no text beside the icon says the same;
   * without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
};

/**
 * A forecast period's weather as a small line drawing in the text colour (sun or moon, clouds, rain, storm,
 * snow…), read from the codes of the period's api.weather.gov `icon` URL: nothing is fetched from the NWS
 * icon service. Decorative unless given a `label` (when no text beside it says the same); nothing is drawn
 * when the URL is not an NWS icon.
 */
export function ForecastIcon({ icon, label, className, ...props }: ForecastIconProps) {
  const mask = useId();
  const parsed = parseNwsIcon(icon);
  if (!parsed) return null;
  const { back, front, lines, fill } = drawing(parsed.kind, parsed.time === 'night');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      data-slot="forecast-icon"
      data-icon={parsed.kind}
      data-time={parsed.time}
      className={cn('shrink-0 fill-none stroke-current', className)}
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...props}
    >
      {front && (
        <mask id={mask}>
          <path d="M0 0h24v24H0z" fill="white" stroke="none" />
          <path d={front} fill="black" stroke="black" strokeWidth={4} />
        </mask>
      )}
      {back && (
        // The mask is read in the group's space, not the scaled one of the path inside.
        <g mask={front ? `url(#${mask})` : undefined}>
          <path d={back} transform="matrix(.6 0 0 .6 .3 .3)" strokeWidth={2.5} />
        </g>
      )}
      <path d={lines} />
      {fill && <path d={fill} className="fill-current" />}
    </svg>
  );
}
