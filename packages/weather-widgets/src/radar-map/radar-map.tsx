// RadarMap: the NWS radar loop for Fort Worth, sized to its container and refreshed every minute.
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { cacheBust } from '../lib/images';
import { useClampedWidth, useRefreshStamp } from '../lib/use-image-frame';

export const DEFAULT_RADAR_URL = 'https://radar.weather.gov/ridge/standard/KFWS_loop.gif';

export type RadarMapProps = React.ComponentProps<'figure'> & {
  /** Image URL; the KFWS loop by default. */
  src?: string;
  alt?: string;
  minWidth?: number;
  maxWidth?: number;
  defaultWidth?: number;
  /** Refresh period in ms (60 000 by default). */
  refreshMs?: number;
};

/**
 * The National Weather Service radar loop (Fort Worth's KFWS by default) sized to its container between
 * `minWidth` and `maxWidth`, reloaded every minute, with its source as a caption. Works without a
 * WeatherProvider; pass `src` and `alt` for another radar.
 */
export function RadarMap({
  src = DEFAULT_RADAR_URL,
  alt = 'Weather radar loop around Fort Worth (NWS KFWS)',
  minWidth = 350,
  maxWidth = 900,
  defaultWidth = 800,
  refreshMs,
  className,
  ...props
}: RadarMapProps) {
  const { ref, width } = useClampedWidth<HTMLDivElement>(minWidth, maxWidth, defaultWidth);
  const stamp = useRefreshStamp(refreshMs);
  return (
    <figure
      data-slot="radar-map"
      className={cn('flex w-full flex-col items-center gap-1', className)}
      {...props}
    >
      <div ref={ref} className="w-full">
        <img
          data-slot="radar-image"
          src={cacheBust(src, stamp)}
          alt={alt}
          // The width attribute sizes it: a style attribute in server-rendered HTML is refused by a strict
          // Content-Security-Policy.
          width={width}
          className="mx-auto h-auto max-w-none"
        />
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Radar: National Weather Service, refreshed every minute.
      </figcaption>
    </figure>
  );
}
