// TfrMaps: two flight-restriction map tiles linking to the FAA TFR site; a failed image becomes a link card.
import { cn } from '@hangar/ui';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { cacheBust } from '../lib/images';
import { useClampedWidth, useRefreshStamp } from '../lib/use-image-frame';

export const FAA_TFR_URL = 'https://tfr.faa.gov';

export type TfrTile = {
  /** Heading of the tile, e.g. 'Dallas–Fort Worth'. */
  title: string;
  /** Map image; without one (or when it fails) the tile is a link card. */
  imageUrl?: string;
  alt?: string;
  /** Where the tile links; the FAA TFR site by default. */
  href?: string;
};

export type TfrMapsProps = React.ComponentProps<'div'> & {
  tiles: [TfrTile, TfrTile] | TfrTile[];
  minWidth?: number;
  maxWidth?: number;
  defaultWidth?: number;
  refreshMs?: number;
};

/**
 * The flight-restriction map tiles of the TFR page, each linking to the FAA's TFR site unless the tile says
 * otherwise; a tile whose image is missing or fails to load becomes a link card. The images come as `tiles`
 * (title, image URL, alt text, link) and are reloaded periodically; no WeatherProvider needed.
 */
export function TfrMaps({
  tiles,
  minWidth = 350,
  maxWidth = 700,
  defaultWidth = 680,
  refreshMs,
  className,
  ...props
}: TfrMapsProps) {
  const stamp = useRefreshStamp(refreshMs);
  return (
    <div data-slot="tfr-maps" className={cn('flex flex-wrap justify-center gap-4', className)} {...props}>
      {tiles.map((tile) => (
        <TfrTileView
          key={tile.title}
          tile={tile}
          stamp={stamp}
          minWidth={minWidth}
          maxWidth={maxWidth}
          defaultWidth={defaultWidth}
        />
      ))}
    </div>
  );
}

function TfrTileView({
  tile,
  stamp,
  minWidth,
  maxWidth,
  defaultWidth,
}: {
  tile: TfrTile;
  stamp: number;
  minWidth: number;
  maxWidth: number;
  defaultWidth: number;
}) {
  const { ref, width } = useClampedWidth<HTMLDivElement>(minWidth, maxWidth, defaultWidth);
  // Remember which URL failed so a later refresh (new stamp) tries the image again.
  const [failedStamp, setFailedStamp] = useState<number | null>(null);
  const href = tile.href ?? FAA_TFR_URL;
  const showImage = Boolean(tile.imageUrl) && failedStamp !== stamp;
  return (
    <div
      ref={ref}
      data-slot="tfr-tile"
      data-state={showImage ? 'image' : 'link'}
      className="w-full max-w-[700px] min-w-0 flex-1 basis-[350px]"
    >
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex flex-col items-center gap-2 rounded-lg border bg-card p-3 text-card-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="inline-flex items-center gap-1 font-semibold">
          {tile.title}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens the FAA TFR site in a new tab)</span>
        </span>
        {showImage && tile.imageUrl ? (
          <img
            data-slot="tfr-image"
            src={cacheBust(tile.imageUrl, stamp)}
            alt={tile.alt ?? `Temporary flight restrictions map: ${tile.title}`}
            width={width}
            style={{ width, maxWidth: '100%' }}
            className="h-auto"
            onError={() => setFailedStamp(stamp)}
          />
        ) : (
          <span data-slot="tfr-link-card" className="text-sm text-muted-foreground">
            Map unavailable here. Open the current TFR list at tfr.faa.gov.
          </span>
        )}
      </a>
    </div>
  );
}
