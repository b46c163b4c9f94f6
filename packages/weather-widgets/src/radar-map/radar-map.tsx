// RadarMap: the NWS radar loop for Fort Worth, sized to its container and refreshed every minute.
import { cn } from '@hangar/ui';
import { useEffect, useRef, useState } from 'react';
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
 * WeatherProvider; pass `src` and `alt` for another radar. When the image cannot load (offline, or the NWS
 * not answering) a message takes its place, as the TFR maps do, until a refresh loads it.
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
  // Remember which refresh failed so the next one (a new stamp) tries the image again.
  const [failedStamp, setFailedStamp] = useState<number | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A pre-rendered image can fail before React listens: look once mounted.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailedStamp(stamp);
  }, [stamp]);
  const failed = failedStamp === stamp;
  return (
    <figure
      data-slot="radar-map"
      className={cn('flex w-full flex-col items-center gap-1', className)}
      {...props}
    >
      <div ref={ref} className="w-full" data-state={failed ? 'offline' : 'image'}>
        {failed ? (
          <p
            data-slot="radar-offline"
            role="status"
            className="mx-auto flex min-h-40 max-w-md items-center justify-center rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground"
          >
            Radar unavailable here: the National Weather Service image could not be loaded. It is tried again
            every minute; the radar is also at radar.weather.gov.
          </p>
        ) : (
          <img
            ref={image}
            data-slot="radar-image"
            src={cacheBust(src, stamp)}
            alt={alt}
            // The width attribute sizes it: a style attribute in server-rendered HTML is refused by a strict
            // Content-Security-Policy.
            width={width}
            className="mx-auto h-auto max-w-none"
            onError={() => setFailedStamp(stamp)}
          />
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Radar: National Weather Service, refreshed every minute.
      </figcaption>
    </figure>
  );
}
