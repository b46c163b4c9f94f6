// Hooks of the image widgets: a width that follows the container and a 60-second refresh stamp.
import { useContext, useEffect, useRef, useState } from 'react';
import { WeatherContext } from '../provider/weather-provider';
import { clampWidth } from './images';

/** Radar and TFR images refresh every 60 s. */
export const IMAGE_REFRESH_MS = 60_000;

/**
 * The width of the element behind the returned ref, clamped into [min, max], following resizes.
 *
 * @example
 * const { ref, width } = useClampedWidth<HTMLDivElement>(350, 900, 800);
 */
export function useClampedWidth<T extends HTMLElement>(min: number, max: number, fallback: number) {
  const ref = useRef<T>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setMeasured(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: clampWidth(measured, min, max, fallback) };
}

/**
 * A stamp that changes every `intervalMs`, for cache-busting image URLs.
 *
 * @example
 * const stamp = useRefreshStamp(60_000);
 * <img src={cacheBust(url, stamp)} />
 */
export function useRefreshStamp(intervalMs: number = IMAGE_REFRESH_MS): number {
  // The provider's clock, when there is one: a hydrating page's first stamp is the server's.
  const clock = useContext(WeatherContext)?.clock;
  const [stamp, setStamp] = useState(() => (clock ? clock().getTime() : Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setStamp(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return stamp;
}
