// Parsing with recovery: metar-taf-parser throws on some malformed groups; find and drop them instead.

export type Recovered<T> = { parsed: T; dropped: string[]; remarksDropped: boolean } | { error: string };

const message = (e: unknown) => (e instanceof Error && e.message ? e.message : 'unreadable');

/**
 * Parses `tokens` (+ `suffix`, the remarks). When the parser throws, the offending group is located by
 * bisecting on prefixes (the shortest prefix that throws ends with it), dropped, and parsing retried,
 * up to `maxDrops` groups. Groups before `keep` (station, times) are never dropped. When only the
 * remarks make it throw, they are dropped instead.
 */
export function parseDroppingBadGroups<T>(
  tokens: string[],
  suffix: string,
  parse: (text: string) => T,
  keep: number,
  maxDrops = 6,
): Recovered<T> {
  const fails = (text: string): unknown => {
    try {
      parse(text);
      return null;
    } catch (e) {
      return e ?? new Error('unreadable');
    }
  };
  let current = tokens;
  let tail = suffix;
  let remarksDropped = false;
  const dropped: string[] = [];
  let firstError: unknown = null;
  for (let attempt = 0; attempt <= maxDrops; attempt++) {
    try {
      return { parsed: parse(current.join(' ') + tail), dropped, remarksDropped };
    } catch (e) {
      firstError ??= e;
    }
    if (tail && !fails(current.join(' '))) {
      tail = '';
      remarksDropped = true;
      continue;
    }
    if (fails(current.slice(0, keep).join(' '))) break;
    let lo = keep;
    let hi = current.length;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (fails(current.slice(0, mid).join(' '))) hi = mid;
      else lo = mid;
    }
    dropped.push(current[hi - 1] ?? '');
    current = current.filter((_, i) => i !== hi - 1);
  }
  return { error: `metar-taf-parser could not read it (${message(firstError)})` };
}
