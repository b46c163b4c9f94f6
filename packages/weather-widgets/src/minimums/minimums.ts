// Personal minimums: a pilot's maximum crosswind and gust and minimum flight category, kept in the browser.
import type { FlightCategory } from '@hangar/aviation-weather';
import { useSyncExternalStore } from 'react';
import { categoryAtLeast } from '../flight-category';

export type PersonalMinimums = {
  /** Knots. */
  maxCrosswindKt: number;
  /** Knots. */
  maxGustKt: number;
  minCategory: FlightCategory;
};

export const MINIMUMS_STORAGE_KEY = 'hangar.personal-minimums';

/** What a new pilot starts from until they set their own. */
export const DEFAULT_MINIMUMS: PersonalMinimums = { maxCrosswindKt: 10, maxGustKt: 20, minCategory: 'VFR' };

const CATEGORIES = new Set(['VFR', 'MVFR', 'IFR', 'LIFR']);

/** Minimums from stored JSON; anything unreadable falls back to the defaults, field by field. */
export function parseMinimums(text: string | null): PersonalMinimums | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const knots = (n: unknown, fallback: number) =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 99 ? Math.round(n) : fallback;
  return {
    maxCrosswindKt: knots(v.maxCrosswindKt, DEFAULT_MINIMUMS.maxCrosswindKt),
    maxGustKt: knots(v.maxGustKt, DEFAULT_MINIMUMS.maxGustKt),
    minCategory:
      typeof v.minCategory === 'string' && CATEGORIES.has(v.minCategory)
        ? (v.minCategory as FlightCategory)
        : DEFAULT_MINIMUMS.minCategory,
  };
}

export type MinimumsConditions = {
  /** The crosswind the pilot would face (the favoured runway's, its gust when larger), whole knots. */
  crosswindKt: number | null;
  gustKt: number | null;
  category: FlightCategory | null;
};

export type MinimumsVerdict =
  | { within: true; text: string }
  | { within: false; text: string; exceeded: Array<'crosswind' | 'gust' | 'category'> };

/** "Within your minimums", or which of them the conditions exceed and by how much. */
export function minimumsVerdict(conditions: MinimumsConditions, minimums: PersonalMinimums): MinimumsVerdict {
  const exceeded: Array<'crosswind' | 'gust' | 'category'> = [];
  const parts: string[] = [];
  if (conditions.crosswindKt !== null && conditions.crosswindKt > minimums.maxCrosswindKt) {
    exceeded.push('crosswind');
    parts.push(`crosswind ${conditions.crosswindKt} kt (max ${minimums.maxCrosswindKt})`);
  }
  if (conditions.gustKt !== null && conditions.gustKt > minimums.maxGustKt) {
    exceeded.push('gust');
    parts.push(`gusts ${conditions.gustKt} kt (max ${minimums.maxGustKt})`);
  }
  if (conditions.category !== null && !categoryAtLeast(conditions.category, minimums.minCategory)) {
    exceeded.push('category');
    parts.push(`${conditions.category} (min ${minimums.minCategory})`);
  }
  if (exceeded.length === 0) return { within: true, text: 'Within your minimums' };
  const text = parts.join(', ');
  return { within: false, exceeded, text: `Outside your minimums: ${text}` };
}

const listeners = new Set<() => void>();
const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};
let cachedText: string | null | undefined;
let cachedValue: PersonalMinimums | null = null;
function snapshot(): PersonalMinimums | null {
  const text = storage()?.getItem(MINIMUMS_STORAGE_KEY) ?? null;
  if (text !== cachedText) {
    cachedText = text;
    cachedValue = parseMinimums(text);
  }
  return cachedValue;
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === MINIMUMS_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves the pilot's minimums in this browser (every widget showing a verdict updates). */
export function saveMinimums(minimums: PersonalMinimums | null): void {
  const s = storage();
  if (!s) return;
  if (minimums === null) s.removeItem(MINIMUMS_STORAGE_KEY);
  else s.setItem(MINIMUMS_STORAGE_KEY, JSON.stringify(minimums));
  for (const l of listeners) l();
}

/**
 * The pilot's minimums from this browser, `null` before they set any and during server rendering (the
 * pre-rendered page cannot know them: reserve the verdict's space).
 *
 * @example
 * const minimums = usePersonalMinimums() ?? DEFAULT_MINIMUMS;
 */
export function usePersonalMinimums(): PersonalMinimums | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
