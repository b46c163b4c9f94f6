// The image editor's rules: quarter turns, crop shapes, and the crop sent from what the cropper shows.
import type { ImageEdit } from '@hangar/contracts';

export type Rotation = 0 | 90 | 180 | 270;

/** The rotation after a quarter turn right (+1) or left (−1). */
export function turn(rotation: Rotation, quarterTurns: 1 | -1): Rotation {
  return ((((rotation + quarterTurns * 90) % 360) + 360) % 360) as Rotation;
}

/** The crop shapes: the image's own (the whole image at zoom 1) and three fixed ones. */
export const ASPECTS = {
  original: { label: 'Original shape', value: 0 },
  '4:3': { label: '4:3', value: 4 / 3 },
  '16:9': { label: '16:9', value: 16 / 9 },
  '1:1': { label: 'Square', value: 1 },
} as const;
export type AspectChoice = keyof typeof ASPECTS;

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * The crop in fractions of the turned image from the cropper's area (percentages of the turned image); null
 * when nothing is cut off (the image's own shape, not zoomed in, or an area covering it all).
 */
export function cropFromArea(
  area: { x: number; y: number; width: number; height: number } | null,
  aspect: AspectChoice,
  zoom: number,
): ImageEdit['crop'] {
  if (!area) return null;
  if (aspect === 'original' && zoom <= 1.001) return null;
  const x = clamp01(round(area.x / 100));
  const y = clamp01(round(area.y / 100));
  const width = round(Math.min(area.width / 100, 1 - x));
  const height = round(Math.min(area.height / 100, 1 - y));
  if (width <= 0 || height <= 0) return null;
  if (x === 0 && y === 0 && width >= 0.9999 && height >= 0.9999) return null;
  return { x, y, width, height };
}

/**
 * What the editor shows and crops: the image as uploaded (`/api/imagesource/{id}`), since every edit starts from
 * it, not from the last edit. Another URL (a fixture's data URL) is used as it is.
 */
export const editSourceUrl = (url: string): string => url.replace(/^\/api\/image\//, '/api/imagesource/');
